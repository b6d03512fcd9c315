'use client';
import { useEffect, useState } from 'react';
import { demoSourceUrl, type DemoSourcePayload } from './sourceTypes';

const requests = new Map<string, Promise<DemoSourcePayload>>();

/** Fetches a demo's source once per page; a failed request can be retried. */
export function fetchDemoSource(id: string): Promise<DemoSourcePayload> {
  let request = requests.get(id);
  if (!request) {
    request = fetch(demoSourceUrl(id)).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<DemoSourcePayload>;
    });
    request.catch(() => requests.delete(id));
    requests.set(id, request);
  }
  return request;
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
