import { keptBySplit, parseSplit } from './sampling';

export type ClickEventCall = ['event', string, { eventAction: string | null; eventLabel: string | null }];

/**
 * The event a click sends: the nearest ancestor (or the target) carrying
 * `data-ga-event-category` wins; `data-ga-event-split` samples it.
 */
export function clickEvent(target: EventTarget | null, random: () => number): ClickEventCall | null {
  const start = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  const element = start?.closest<HTMLElement>('[data-ga-event-category]');
  if (!element) return null;
  const category = element.getAttribute('data-ga-event-category');
  if (!category) return null;
  if (!keptBySplit(parseSplit(element.getAttribute('data-ga-event-split')), random)) return null;
  return [
    'event',
    category,
    {
      eventAction: element.getAttribute('data-ga-event-action'),
      eventLabel: element.getAttribute('data-ga-event-label'),
    },
  ];
}

/** One delegated listener for the whole document (capture phase: a demo that stops propagation is still counted). */
export function trackClicks(
  root: Pick<Document, 'addEventListener' | 'removeEventListener'>,
  send: (...call: ClickEventCall) => void,
  random: () => number,
): () => void {
  const listener = (event: Event) => {
    const call = clickEvent(event.target, random);
    if (call) send(...call);
  };
  root.addEventListener('click', listener, true);
  return () => root.removeEventListener('click', listener, true);
}
