/** The browser side of the feedback API: sending a submission, and the rating remembered per page. */
import type { FeedbackSubmission, Rating } from './types';

export const FEEDBACK_ENDPOINT = '/api/feedback';

/** What the prompt sends: a submission as the service validates it. */
export type SubmissionPayload = FeedbackSubmission;

/** A fresh submission id, so that a retry is stored once; undefined where the browser cannot make one (insecure context). */
export function newSubmissionId(): string | undefined {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined;
}

/** Sends a submission: true when the service stored it (201), false on any failure, including no answer in time. */
export async function submitFeedback(
  payload: SubmissionPayload,
  { fetchImpl = fetch, timeoutMs = 10_000 }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(FEEDBACK_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'omit',
      signal: controller.signal,
    });
    return response.status === 201;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const STORAGE_PREFIX = 'mui-feedback-rating:';
const listeners = new Set<() => void>();

export function ratingStorageKey(pathname: string): string {
  return `${STORAGE_PREFIX}${pathname}`;
}

/** The rating this browser gave a page, for `useSyncExternalStore`. */
export const ratingStore = {
  read: (pathname: string): Rating | null => {
    try {
      const value = window.localStorage.getItem(ratingStorageKey(pathname));
      return value === 'yes' || value === 'no' ? value : null;
    } catch {
      return null;
    }
  },
  write: (pathname: string, rating: Rating): void => {
    try {
      window.localStorage.setItem(ratingStorageKey(pathname), rating);
    } catch {
      // Storage unavailable: the pressed state lasts for this page view only.
    }
    listeners.forEach((listener) => listener());
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  },
};

/** A link that opens an issue in the repository about the page, its URL filled in. */
export function issueUrl(repository: string, pageTitle: string, pageUrl: string): string {
  const params = new URLSearchParams({
    title: `[docs] ${pageTitle}: `,
    body: `**Page URL:** ${pageUrl}\n\n**What is missing or wrong:**\n\n`,
    labels: 'docs',
  });
  return `${repository}/issues/new?${params.toString()}`;
}
