/** What a click handler needs to know of a click (a MouseEvent has all of it). */
export interface ClickLike {
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly defaultPrevented: boolean;
}

/** What it needs of the clicked link. */
export interface AnchorLike {
  readonly href: string;
  readonly target: string;
  readonly hasDownload: boolean;
  /** Set on links to the page in another language (the language menu). */
  readonly hrefLang: string;
}

/** How to open a link: within the app (client-side navigation) or as a new document. */
export type NavigationTarget = { readonly client: string } | { readonly document: string };

/** Docs pages, in English or another language; not the API, assets or generated files. */
const PAGE_PATH = /^\/(?:[a-z]{2}\/)?x\/(?:[^.?#]*\/)?$/;

/**
 * How to open a click on a link, or null to let the browser follow it. A
 * plain left click on a docs page of this site that is not the current
 * document navigates on the client; a link to the page in another language
 * loads it as a new document, with the reader's fragment.
 */
export function navigationTarget(click: ClickLike, anchor: AnchorLike, current: URL): NavigationTarget | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasDownload) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || !PAGE_PATH.test(url.pathname)) return null;
  if (anchor.hrefLang !== '') {
    return current.hash === '' || url.hash !== '' ? null : { document: url.pathname + url.search + current.hash };
  }
  // Same document (a fragment of this page): the browser scrolls.
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return { client: url.pathname + url.search + url.hash };
}
