import type { PageNode } from '../routing/types';
import styles from './PageChips.module.css';

const PLAN_LABELS = { pro: 'Pro', premium: 'Premium' } as const;

/** Plan badge and New / Planned / Unstable chips of a navigation node. */
export function PageChips({ node }: { node: PageNode }) {
  return (
    <>
      {node.plan && (
        <span className={styles.plan} data-plan={node.plan} title={`${PLAN_LABELS[node.plan]} plan`}>
          {PLAN_LABELS[node.plan]}
        </span>
      )}
      {node.newFeature && (
        <span className={styles.chip} data-kind="new">
          New
        </span>
      )}
      {node.planned && (
        <span className={styles.chip} data-kind="planned">
          Planned
        </span>
      )}
      {node.unstable && (
        <span className={styles.chip} data-kind="unstable">
          Unstable
        </span>
      )}
    </>
  );
}
