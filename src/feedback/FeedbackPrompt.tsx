'use client';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import type { Translate } from '../i18n/strings';
import { useTranslate } from '../i18n/useTranslate';
import { issueUrl, newSubmissionId, ratingStore, submitFeedback, type SubmissionPayload } from './client';
import { ThumbDownIcon, ThumbUpIcon } from './icons';
import type { Rating } from './types';
import { MAX_COMMENT_LENGTH } from './validation';
import styles from './FeedbackPrompt.module.css';

export interface FeedbackPromptProps {
  /** The page's canonical URL path (no language prefix, trailing slash). */
  readonly pathname: string;
  readonly language: string;
  readonly pageTitle: string;
  /** The page's public URL, for the issue link. */
  readonly pageUrl: string;
  readonly repository: string;
}

interface Section {
  readonly id: string;
  readonly title: string;
}

/** The comment box: about the page (after a rating) or about one section. */
interface Box {
  readonly section: Section | null;
  readonly rating: Rating | null;
}

type Status = 'idle' | 'sending' | 'sent' | 'failed';

/** Selector of the "feedback on this section" buttons that the Markdown pipeline puts in h2 and h3. */
export const SECTION_BUTTON_SELECTOR = 'button[data-feedback-section]';

function promptFor(box: Box, t: Translate): string {
  if (box.section === null) return t(box.rating === 'yes' ? 'feedback.pageYes' : 'feedback.pageNo');
  if (box.rating === 'yes') return t('feedback.sectionYes');
  if (box.rating === 'no') return t('feedback.sectionNo');
  return t('feedback.sectionUnrated');
}

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
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const rootRef = useRef<HTMLElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const sectionRatingRef = useRef<HTMLInputElement>(null);
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

  // Focus the box once it is open (or switched to another section).
  const focusKey = box === null ? null : (box.section?.id ?? 'page');
  useEffect(() => {
    if (focusKey === null) return;
    const target = focusKey === 'page' ? textareaRef.current : sectionRatingRef.current;
    rootRef.current?.scrollIntoView({ block: 'nearest' });
    target?.focus({ preventScroll: true });
  }, [focusKey]);

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
    setComment('');
    setStatus('idle');
    opener.current?.focus();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (box === null || box.rating === null || status === 'sending') return;
    if (box.section === null && comment.trim() === '') return;
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
      return;
    }
    attemptId.current = undefined;
    setBox(null);
    setComment('');
    setStatus('sent');
    opener.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  const onTextareaKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const canSubmit =
    box !== null && box.rating !== null && (box.section !== null || comment.trim() !== '') && status !== 'sending';
  const issueHref = issueUrl(repository, pageTitle, box?.section ? `${pageUrl}#${box.section.id}` : pageUrl);

  return (
    <section ref={rootRef} className={styles.root} aria-labelledby={`${id}-question`}>
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
        <form className={styles.box} onSubmit={(event) => void submit(event)} onKeyDown={onKeyDown}>
          {box.section !== null && (
            <fieldset className={styles.sectionRating}>
              <legend className={styles.sectionTitle}>
                {t('feedback.sectionLegend', { title: box.section.title })}
              </legend>
              {(['yes', 'no'] as const).map((value, index) => (
                <label key={value} className={styles.radio}>
                  <input
                    ref={index === 0 ? sectionRatingRef : undefined}
                    type="radio"
                    name={`${id}-section-rating`}
                    value={value}
                    checked={box.rating === value}
                    onChange={() => setBox({ ...box, rating: value })}
                  />
                  {t(value === 'yes' ? 'feedback.yes' : 'feedback.no')}
                </label>
              ))}
            </fieldset>
          )}
          <p id={`${id}-prompt`} className={styles.prompt}>
            {promptFor(box, t)}
          </p>
          <textarea
            ref={textareaRef}
            className={styles.comment}
            aria-label={t('feedback.comment')}
            aria-describedby={`${id}-prompt ${id}-hint`}
            rows={4}
            maxLength={MAX_COMMENT_LENGTH}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            onKeyDown={onTextareaKeyDown}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {t('feedback.hint', { count: comment.length, max: MAX_COMMENT_LENGTH })}
          </p>
          <div className={styles.actions}>
            {box.rating === 'no' && (
              <a className={styles.issue} href={issueHref} target="_blank" rel="noopener noreferrer">
                {t('feedback.issue')}
              </a>
            )}
            <button type="button" className={styles.secondary} onClick={close}>
              {t('feedback.cancel')}
            </button>
            <button type="submit" className={styles.primary} disabled={!canSubmit}>
              {t('feedback.submit')}
            </button>
          </div>
        </form>
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
