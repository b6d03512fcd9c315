'use client';
import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { issueUrl, newSubmissionId, ratingStore, submitFeedback, type SubmissionPayload } from './client';
import type { Box } from './FeedbackBox';
import { ThumbDownIcon, ThumbUpIcon } from './icons';
import type { Rating } from './types';
import styles from './FeedbackPrompt.module.css';

const loadBox = () => import('./FeedbackBox');
const FeedbackBox = lazy(loadBox);

export interface FeedbackPromptProps {
  /** The page's canonical URL path (no language prefix, trailing slash). */
  readonly pathname: string;
  readonly language: string;
  readonly pageTitle: string;
  /** The page's public URL, for the issue link. */
  readonly pageUrl: string;
  readonly repository: string;
}

type Status = 'idle' | 'sending' | 'sent' | 'failed';

/** Selector of the "feedback on this section" buttons that the Markdown pipeline puts in h2 and h3. */
export const SECTION_BUTTON_SELECTOR = 'button[data-feedback-section]';

/** "Was this page helpful?" at the end of a page, and the comment box for the page or one of its sections. */
export function FeedbackPrompt({ pathname, language, pageTitle, pageUrl, repository }: FeedbackPromptProps) {
  const t = useTranslate();
  const stored = useSyncExternalStore(
    ratingStore.subscribe,
    () => ratingStore.read(pathname),
    () => null,
  );
  const [clicked, setClicked] = useState<Rating | null>(null);
  const [box, setBox] = useState<Box | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  /** Id of the comment being written: a retry after a failure reuses it, so the service stores it once. */
  const attemptId = useRef<string | undefined>(undefined);
  /** Where focus goes back when the box closes. */
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();
  const pageRating = clicked ?? stored;

  const send = (payload: Omit<SubmissionPayload, 'pathname' | 'language'>) =>
    submitFeedback({ ...payload, pathname, language });

  const openBox = (next: Box, from: HTMLElement | null) => {
    opener.current = from;
    attemptId.current = undefined;
    setBox(next);
    setStatus('idle');
  };

  // The section buttons are server-rendered in the article: one listener serves them all.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(SECTION_BUTTON_SELECTOR);
      if (!button) return;
      const sectionId = button.dataset['feedbackSection'] ?? '';
      const title = button.dataset['feedbackTitle'] ?? '';
      opener.current = button;
      attemptId.current = undefined;
      setBox({ section: { id: sectionId, title }, rating: null });
      setStatus('idle');
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const rate = async (rating: Rating, button: HTMLButtonElement) => {
    const previous = pageRating;
    setClicked(rating);
    openBox({ section: null, rating }, button);
    if (previous === rating && stored === rating) return;
    setStatus('sending');
    const ok = await send({ rating });
    if (ok) ratingStore.write(pathname, rating);
    setStatus(ok ? 'idle' : 'failed');
  };

  const close = () => {
    setBox(null);
    setStatus('idle');
    opener.current?.focus();
  };

  const submit = async (comment: string): Promise<boolean> => {
    if (box === null || box.rating === null) return false;
    attemptId.current ??= newSubmissionId();
    setStatus('sending');
    const ok = await send({
      ...(attemptId.current !== undefined && { id: attemptId.current }),
      rating: box.rating,
      ...(comment.trim() !== '' && { comment }),
      ...(box.section !== null && { sectionId: box.section.id, sectionTitle: box.section.title }),
    });
    if (!ok) {
      setStatus('failed');
      return false;
    }
    attemptId.current = undefined;
    setBox(null);
    setStatus('sent');
    opener.current?.focus();
    return true;
  };

  const issueHref = issueUrl(repository, pageTitle, box?.section ? `${pageUrl}#${box.section.id}` : pageUrl);

  return (
    <section
      className={styles.root}
      aria-labelledby={`${id}-question`}
      // The form's code loads when a reader heads for the prompt.
      onPointerEnter={() => void loadBox()}
      onFocus={() => void loadBox()}
    >
      <div className={styles.row}>
        <p id={`${id}-question`} className={styles.question}>
          {t('feedback.question')}
        </p>
        <div className={styles.ratings} role="group" aria-labelledby={`${id}-question`}>
          <button
            type="button"
            className={styles.rating}
            aria-pressed={pageRating === 'yes'}
            onClick={(event) => void rate('yes', event.currentTarget)}
          >
            <ThumbUpIcon />
            {t('feedback.yes')}
          </button>
          <button
            type="button"
            className={styles.rating}
            aria-pressed={pageRating === 'no'}
            onClick={(event) => void rate('no', event.currentTarget)}
          >
            <ThumbDownIcon />
            {t('feedback.no')}
          </button>
        </div>
      </div>

      {box !== null && (
        <Suspense fallback={null}>
          <FeedbackBox
            box={box}
            sending={status === 'sending'}
            issueHref={issueHref}
            onRate={(rating) => setBox({ ...box, rating })}
            onCancel={close}
            onSubmit={submit}
          />
        </Suspense>
      )}

      <p role="status" className={styles.success}>
        {status === 'sent' ? t('feedback.success') : ''}
      </p>
      <p role="alert" className={styles.error}>
        {status === 'failed' ? t('feedback.failure') : ''}
      </p>
    </section>
  );
}
