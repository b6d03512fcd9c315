'use client';
import { useEffect, useState } from 'react';
import { fetchJsonOnce } from '../browser/fetchJsonOnce';
import { demoSourceUrl, type DemoSourcePayload } from './sourceTypes';

/** Fetches a demo's source once per page; a failed request can be retried. */
export function fetchDemoSource(id: string): Promise<DemoSourcePayload> {
  return fetchJsonOnce<DemoSourcePayload>(demoSourceUrl(id));
}

export type SourceState =
  | { readonly status: 'idle' }
  | { readonly status: 'ready'; readonly source: DemoSourcePayload }
  /** `reason`: what went wrong, technical and untranslated (`HTTP 404`). */
  | { readonly status: 'error'; readonly reason: string };

/** The demo's source, fetched once `needed` turns true (until it arrives the state stays idle). */
export function useDemoSource(id: string, needed: boolean): SourceState {
  const [state, setState] = useState<{ readonly id: string; readonly value: SourceState }>({
    id,
    value: { status: 'idle' },
  });
  // A state kept for another demo id (the reader switched styling) reads as idle.
  const current: SourceState = state.id === id ? state.value : { status: 'idle' };
  useEffect(() => {
    if (!needed || current.status === 'ready') return;
    let cancelled = false;
    fetchDemoSource(id).then(
      (source) => !cancelled && setState({ id, value: { status: 'ready', source } }),
      (error: unknown) =>
        !cancelled &&
        setState({ id, value: { status: 'error', reason: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      cancelled = true;
    };
  }, [id, needed, current.status]);
  return current;
}
