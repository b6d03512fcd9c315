'use client';
import { useEffect, useState } from 'react';
import { fetchJsonOnce } from '../browser/fetchJsonOnce';
import { templateSourceUrl, type TemplateSourcePayload } from './sourceTypes';

/** Fetches a template's source once per page; a failed request can be retried. */
export function fetchTemplateSource(slug: string): Promise<TemplateSourcePayload> {
  return fetchJsonOnce<TemplateSourcePayload>(templateSourceUrl(slug));
}

export type TemplateSourceState =
  | { readonly status: 'idle' }
  | { readonly status: 'ready'; readonly source: TemplateSourcePayload }
  | { readonly status: 'error'; readonly reason: string };

/** The template's source, fetched once `needed` turns true; `retry` starts again after an error. */
export function useTemplateSource(slug: string, needed: boolean): [TemplateSourceState, () => void] {
  const [state, setState] = useState<TemplateSourceState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!needed) return;
    let cancelled = false;
    fetchTemplateSource(slug).then(
      (source) => !cancelled && setState({ status: 'ready', source }),
      (error: unknown) =>
        !cancelled && setState({ status: 'error', reason: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [slug, needed, attempt]);
  const retry = () => {
    setState({ status: 'idle' });
    setAttempt((count) => count + 1);
  };
  return [state, retry];
}
