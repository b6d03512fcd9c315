import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ProjectPanel() {
  return (
    <div className="mx-auto max-w-sm overflow-hidden rounded-xl border border-solid border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <div className="border-0 border-b border-solid border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-700 dark:bg-slate-800">
        <p className="m-0 text-sm font-semibold text-slate-900 dark:text-slate-50">Launch checklist</p>
        <p className="m-0 text-xs text-slate-500 dark:text-slate-400">3 workstreams · 7 tasks</p>
      </div>
      <SimpleTreeView defaultExpandedItems={['design']} className="p-2">
        <TreeItem itemId="design" label="Design">
          <TreeItem itemId="design-review" label="Review mock-ups" />
          <TreeItem itemId="design-assets" label="Export assets" />
        </TreeItem>
        <TreeItem itemId="engineering" label="Engineering">
          <TreeItem itemId="engineering-flags" label="Remove feature flags" />
          <TreeItem itemId="engineering-load" label="Run load test" />
          <TreeItem itemId="engineering-rollback" label="Write rollback plan" />
        </TreeItem>
        <TreeItem itemId="marketing" label="Marketing">
          <TreeItem itemId="marketing-post" label="Publish announcement" />
          <TreeItem itemId="marketing-email" label="Schedule newsletter" />
        </TreeItem>
      </SimpleTreeView>
    </div>
  );
}
