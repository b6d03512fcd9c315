'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { prefetchPageDocument } from '../static/pageDocuments';
import { navigationTarget } from './navigationTarget';

/**
 * One listener that opens the site's own links with client-side navigation,
 * so that links are plain anchors in server-rendered HTML (no client
 * component per link, and they work before and without JavaScript). The
 * page's HTML is requested at the click too: its islands come from there.
 */
export function ClientNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = navigationTarget(
        event,
        {
          href: anchor.href,
          target: anchor.target,
          hasDownload: anchor.hasAttribute('download'),
          hrefLang: anchor.hreflang,
        },
        new URL(window.location.href),
      );
      if (target === null) return;
      event.preventDefault();
      if ('client' in target) {
        prefetchPageDocument(target.client.split('#')[0] ?? target.client);
        router.push(target.client);
      } else {
        window.location.assign(target.document);
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
