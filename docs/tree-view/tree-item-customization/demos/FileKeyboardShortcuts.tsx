import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';

type File = { id: string; label: string };

const initialFiles: File[] = [
  { id: 'invoice-0412', label: 'invoice-0412.pdf' },
  { id: 'invoice-0413', label: 'invoice-0413.pdf' },
  { id: 'contract', label: 'contract-draft.docx' },
  { id: 'receipts', label: 'receipts-march.zip' },
];

export default function FileKeyboardShortcuts() {
  const [files, setFiles] = React.useState(initialFiles);
  const [log, setLog] = React.useState('Focus a file, then press Enter or Delete.');

  // preview-start
  const handleKeyDown = (file: File) => (event: React.KeyboardEvent<HTMLLIElement> & TreeViewCancellableEvent) => {
    if (event.key === 'Enter') {
      event.defaultMuiPrevented = true; // no selection on Enter
      setLog(`Opened ${file.label}`);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.defaultMuiPrevented = true;
      setFiles((prev) => prev.filter((item) => item.id !== file.id));
      setLog(`Moved ${file.label} to the bin`);
    }
  };
  // preview-end

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 360 }}>
      <SimpleTreeView aria-label="Downloads" sx={{ minHeight: 150 }}>
        {files.map((file) => (
          <TreeItem key={file.id} itemId={file.id} label={file.label} onKeyDown={handleKeyDown(file)} />
        ))}
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ overflowWrap: 'anywhere' }}>
        {log}
      </Typography>
    </Stack>
  );
}
