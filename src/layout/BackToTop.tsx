'use client';
import { useEffect, useState } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { ArrowUpIcon } from './icons';
import styles from './BackToTop.module.css';

const SHOW_AFTER_PX = 400;

/** A floating button that appears once the reader has scrolled down. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const t = useTranslate();

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const scrollToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={styles.button}
      data-visible={visible}
      aria-label={t('backToTop')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={scrollToTop}
    >
      <ArrowUpIcon />
    </button>
  );
}
