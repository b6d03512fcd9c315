import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import styles from './ProjectPanel.module.css';

export default function ProjectPanel() {
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <p className={styles.title}>Launch checklist</p>
        <p className={styles.subtitle}>3 workstreams · 7 tasks</p>
      </div>
      <div className={styles.tree}>
        <SimpleTreeView defaultExpandedItems={['design']}>
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
    </div>
  );
}
