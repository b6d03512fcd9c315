import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView, type RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { type TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { projectFiles } from './projectFiles';

type ItemSlotProps = NonNullable<NonNullable<RichTreeViewProps<object, false>['slotProps']>['item']>;

function validateName(name: string): string | null {
  if (name.trim() === '') {
    return 'A name cannot be blank.';
  }
  if (/[/\\]/.test(name)) {
    return 'A name cannot contain / or \\.';
  }
  if (name.startsWith('.')) {
    return 'A name cannot start with a dot.';
  }
  return null;
}

export default function ValidateLabel() {
  const apiRef = useTreeViewApiRef();
  const [error, setError] = React.useState<string | null>(null);

  // preview-start
  const itemSlotProps = React.useMemo<ItemSlotProps>(
    () => () => ({
      slotProps: {
        labelInput: {
          'aria-label': 'File name',
          'aria-invalid': error !== null,
          'aria-describedby': 'rename-error',
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => setError(validateName(event.target.value)),
          onKeyDown: (event: React.KeyboardEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
            if (event.key === 'Escape') {
              setError(null);
            } else if (event.key === 'Enter' && validateName(event.currentTarget.value)) {
              // Tells the tree to skip its own handler: the input stays open.
              event.defaultMuiPrevented = true;
            }
          },
          onBlur: (event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
            if (validateName(event.target.value)) {
              // Leaving with an invalid name keeps the previous one.
              event.defaultMuiPrevented = true;
              apiRef.current?.setEditedItem(null);
              setError(null);
            }
          },
        },
      },
    }),
    [apiRef, error],
  );
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ maxHeight: 280, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Project files"
          apiRef={apiRef}
          items={projectFiles}
          defaultExpandedItems={['src']}
          isItemEditable
          slotProps={{ item: itemSlotProps }}
        />
      </Box>
      <Typography
        id="rename-error"
        role="status"
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
        sx={{ mt: 1 }}
      >
        {error ?? 'Names cannot be blank, contain a slash or start with a dot.'}
      </Typography>
    </Box>
  );
}
