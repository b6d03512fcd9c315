import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps, treeItemClasses } from '@mui/x-tree-view/TreeItem';

type CurrentPage = { page: string; setPage: (itemId: string) => void };

const CurrentPageContext = React.createContext<CurrentPage>({ page: '', setPage: () => {} });

// preview-start
function PageItem(props: TreeItemProps) {
  const { page, setPage } = React.useContext(CurrentPageContext);
  const current = page === props.itemId;
  return (
    <TreeItem
      {...props}
      aria-current={current ? 'page' : undefined}
      // Keyboard path: Enter opens the focused page (the event bubbles, so check the target)
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) {
          setPage(props.itemId);
        }
      }}
      sx={{
        [`& > .${treeItemClasses.content}`]: current
          ? {
              color: 'primary.main',
              fontWeight: 600,
              borderInlineStart: '3px solid',
              borderStartStartRadius: 0,
              borderEndStartRadius: 0,
            }
          : {},
      }}
    />
  );
}
// preview-end

export default function TableOfContentsNavigation() {
  const [page, setPage] = React.useState('getting-started-install');
  const context = React.useMemo(() => ({ page, setPage }), [page]);
  return (
    <CurrentPageContext.Provider value={context}>
      <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 340 }}>
        <SimpleTreeView
          aria-label="Handbook contents"
          disableSelection
          defaultExpandedItems={['getting-started']}
          onItemClick={(_event, itemId) => setPage(itemId)}
          sx={{ height: 220, overflow: 'auto' }}
        >
          <PageItem itemId="getting-started" label="Getting started">
            <PageItem itemId="getting-started-install" label="Install the app" />
            <PageItem itemId="getting-started-account" label="Create an account" />
          </PageItem>
          <PageItem itemId="billing" label="Billing">
            <PageItem itemId="billing-plans" label="Plans and prices" />
            <PageItem itemId="billing-refunds" label="Refunds" />
          </PageItem>
          <PageItem itemId="faq" label="Frequently asked questions" />
        </SimpleTreeView>
        <Typography variant="body2" color="text.secondary" role="status" dir="ltr">
          Current page: {page}
        </Typography>
      </Stack>
    </CurrentPageContext.Provider>
  );
}
