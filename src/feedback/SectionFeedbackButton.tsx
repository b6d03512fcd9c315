import type { ComponentProps } from 'react';
import { CommentIcon } from './icons';
import styles from './SectionFeedbackButton.module.css';

/**
 * "Feedback on this section", in an h2 or h3 (placed there by the Markdown
 * pipeline). Server-rendered: the feedback prompt handles its clicks.
 */
export function SectionFeedbackButton(props: ComponentProps<'button'>) {
  return (
    <button {...props} type="button" className={styles.button}>
      <CommentIcon />
    </button>
  );
}
