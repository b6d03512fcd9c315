'use client';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Translate } from '../i18n/strings';
import { useTranslate } from '../i18n/useTranslate';
import type { Rating } from './types';
import { MAX_COMMENT_LENGTH } from './validation';
import styles from './FeedbackPrompt.module.css';

export interface Section {
  readonly id: string;
  readonly title: string;
}

/** The comment box: about the page (after a rating) or about one section. */
export interface Box {
  readonly section: Section | null;
  readonly rating: Rating | null;
}

function promptFor(box: Box, t: Translate): string {
  if (box.section === null) return t(box.rating === 'yes' ? 'feedback.pageYes' : 'feedback.pageNo');
  if (box.rating === 'yes') return t('feedback.sectionYes');
  if (box.rating === 'no') return t('feedback.sectionNo');
  return t('feedback.sectionUnrated');
}

interface FeedbackBoxProps {
  readonly box: Box;
  readonly sending: boolean;
  readonly issueHref: string;
  readonly onRate: (rating: Rating) => void;
  readonly onCancel: () => void;
  /** Sends the comment; resolves true once it is stored. */
  readonly onSubmit: (comment: string) => Promise<boolean>;
}

/**
 * The form of the feedback prompt, loaded when a reader first opens it (a
 * rating, or a section's feedback button): most readers never do.
 */
export default function FeedbackBox({ box, sending, issueHref, onRate, onCancel, onSubmit }: FeedbackBoxProps) {
  const t = useTranslate();
  const id = useId();
  const [comment, setComment] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const sectionRatingRef = useRef<HTMLInputElement>(null);

  // Focus the box once it is open (or switched to another section).
  const focusKey = box.section?.id ?? 'page';
  useEffect(() => {
    const target = focusKey === 'page' ? textareaRef.current : sectionRatingRef.current;
    formRef.current?.scrollIntoView({ block: 'nearest' });
    target?.focus({ preventScroll: true });
  }, [focusKey]);

  const canSubmit = box.rating !== null && (box.section !== null || comment.trim() !== '') && !sending;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSubmit) return;
    if (await onSubmit(comment)) setComment('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  const onTextareaKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form ref={formRef} className={styles.box} onSubmit={(event) => void submit(event)} onKeyDown={onKeyDown}>
      {box.section !== null && (
        <fieldset className={styles.sectionRating}>
          <legend className={styles.sectionTitle}>{t('feedback.sectionLegend', { title: box.section.title })}</legend>
          {(['yes', 'no'] as const).map((value, index) => (
            <label key={value} className={styles.radio}>
              <input
                ref={index === 0 ? sectionRatingRef : undefined}
                type="radio"
                name={`${id}-section-rating`}
                value={value}
                checked={box.rating === value}
                onChange={() => onRate(value)}
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
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('feedback.cancel')}
        </button>
        <button type="submit" className={styles.primary} disabled={!canSubmit}>
          {t('feedback.submit')}
        </button>
      </div>
    </form>
  );
}
