'use client';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { CloseIcon, SearchIcon } from '../layout/icons';
import { getProductInfoFromUrl } from '../routing/product';
import type { ProductId } from '../site/config';
import type { Language } from '../site/languages';
import { entryFields, type SearchEngine } from './engine';
import { loadEngine } from './loadEngine';
import { MissTracker } from './misses';
import { productLabel } from '../i18n/pageTitles';
import { searchGroups } from './query';
import { addRecent, readRecent, saveRecent, type RecentEntry } from './recent';
import { SearchOptions, type OptionItem, type OptionSection } from './SearchOptions';
import { sendMiss } from './sendMiss';
import { suggestedIds } from './suggestions';
import { queryWords } from './tokenize';
import styles from './SearchDialog.module.css';

/** Starts loading a language's index ahead of the first open (hover or focus of the button). */
export function preloadSearch(language: Language): void {
  loadEngine(language).catch(() => undefined);
}

/** How long a query stays unchanged before a miss counts as settled. */
const SETTLE_MS = 1000;

type EngineState = { status: 'loading' } | { status: 'ready'; engine: SearchEngine } | { status: 'error' };

function useEngine(language: Language, open: boolean): EngineState {
  const [state, setState] = useState<EngineState>({ status: 'loading' });
  useEffect(() => {
    if (!open) return;
    let live = true;
    loadEngine(language).then(
      (engine) => live && setState({ status: 'ready', engine }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [language, open]);
  return state;
}

interface SearchDialogProps {
  readonly open: boolean;
  readonly language: Language;
  readonly onClose: () => void;
}

/** The search dialog: a combobox over grouped results, loaded with its index on first use. */
export default function SearchDialog({ open, language, onClose }: SearchDialogProps) {
  const t = useTranslate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const tracker = useRef(new MissTracker(sendMiss));
  const baseId = useId();
  const listboxId = `${baseId}-results`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const engineState = useEngine(language, open);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [recent, setRecent] = useState<RecentEntry[]>([]);
  const [currentProduct, setCurrentProduct] = useState<ProductId | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // A new search each time: the reader's place, recent results and a fresh miss tracker.
      setQuery('');
      setActiveIndex(0);
      setRecent(readRecent());
      setCurrentProduct(getProductInfoFromUrl(window.location.pathname).productId);
      tracker.current = new MissTracker(sendMiss);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const engine = engineState.status === 'ready' ? engineState.engine : null;
  const trimmed = query.trim();
  const sections = useMemo((): OptionSection[] => {
    if (!engine) return [];
    if (trimmed === '') {
      const suggested = suggestedIds(currentProduct).flatMap((id) => {
        const fields = entryFields(engine, id);
        return fields ? [{ ...fields, id }] : [];
      });
      return [
        { key: 'recent', label: t('search.recent'), items: recent },
        { key: 'suggested', label: t('search.suggested'), items: suggested },
      ].filter((section) => section.items.length > 0);
    }
    return searchGroups(engine, trimmed, currentProduct).map((group) => ({
      key: `${group.product ?? 'general'}-${group.kind}`,
      label: t('search.group', {
        product: productLabel(group.product, language) ?? t('search.general'),
        kind: t(`search.kind.${group.kind}`),
      }),
      items: group.hits,
    }));
  }, [engine, trimmed, currentProduct, recent, t, language]);

  const optionCount = sections.reduce((sum, section) => sum + section.items.length, 0);
  const resultCount = trimmed === '' ? 0 : optionCount;

  useEffect(() => {
    if (!engine || !open) return;
    tracker.current.update(trimmed, resultCount);
    const timer = setTimeout(() => tracker.current.settle(), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [engine, open, trimmed, resultCount]);

  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  const openItem = ({ id, kind, product, title, parent, apiKind, planRank }: OptionItem) => {
    // Only what the empty dialog shows again (a hit also carries its score and matched terms).
    const next = addRecent(recent, { id, kind, product, title, parent, ...(apiKind && { apiKind }), planRank });
    saveRecent(next);
    setRecent(next);
    tracker.current.open();
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (optionCount === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((activeIndex + step + optionCount) % optionCount);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      document.getElementById(optionId(activeIndex))?.click();
    }
  };

  const noResults = engine !== null && trimmed !== '' && resultCount === 0;
  const statusText =
    engineState.status === 'loading'
      ? t('search.loading')
      : engineState.status === 'error'
        ? t('search.error')
        : noResults
          ? t('search.noResults', { query: trimmed })
          : trimmed === ''
            ? ''
            : t('search.count', { count: resultCount });
  const words = useMemo(() => queryWords(trimmed), [trimmed]);
  const active = optionCount > 0 ? optionId(Math.min(activeIndex, optionCount - 1)) : undefined;

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={t('search.title')}
      onClose={() => {
        tracker.current.close();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className={styles.field}>
        <SearchIcon className={styles.fieldIcon} />
        <input
          className={styles.input}
          role="combobox"
          aria-label={t('search.title')}
          aria-expanded={optionCount > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          {...(active !== undefined && { 'aria-activedescendant': active })}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.close} aria-label={t('search.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className={styles.body}>
        {/* dir="auto": a count or a quoted query reads in its own direction inside a right-to-left page. */}
        <p role="status" dir="auto" className={trimmed === '' && engine ? 'visually-hidden' : styles.status}>
          {statusText}
        </p>
        {noResults && <p className={styles.hint}>{t('search.noResultsHint')}</p>}
        <SearchOptions
          listboxId={listboxId}
          label={t('search.results')}
          sections={sections}
          activeIndex={activeIndex}
          words={words}
          language={language}
          t={t}
          optionId={optionId}
          onActivate={setActiveIndex}
          onOpen={openItem}
        />
      </div>
      <footer className={styles.footer} aria-hidden="true">
        <span>
          <kbd>↑</kbd> <kbd>↓</kbd> {t('search.hintNavigate')}
        </span>
        <span>
          <kbd>↵</kbd> {t('search.hintOpen')}
        </span>
        <span>
          <kbd>Esc</kbd> {t('search.hintClose')}
        </span>
      </footer>
    </dialog>
  );
}
