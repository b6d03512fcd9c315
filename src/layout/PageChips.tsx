import type { Translate } from '../i18n/strings';
import type { PageNode } from '../routing/types';
import styles from './PageChips.module.css';

/** Plan badge and New / Planned / Unstable chips of a navigation node. */
export function PageChips({ node, t }: { node: PageNode; t: Translate }) {
  return (
    <>
      {node.plan && (
        <span className={styles.plan} data-plan={node.plan} title={t(`plan.${node.plan}Title`)}>
          {t(`plan.${node.plan}`)}
        </span>
      )}
      {node.newFeature && (
        <span className={styles.chip} data-kind="new">
          {t('chip.new')}
        </span>
      )}
      {node.planned && (
        <span className={styles.chip} data-kind="planned">
          {t('chip.planned')}
        </span>
      )}
      {node.unstable && (
        <span className={styles.chip} data-kind="unstable">
          {t('chip.unstable')}
        </span>
      )}
    </>
  );
}
