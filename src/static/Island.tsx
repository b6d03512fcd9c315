import 'server-only';
import type { ReactNode } from 'react';
import { HtmlIsland } from './HtmlIsland';
import { registerIsland } from './islandRegistry';
import { renderStatic } from './renderStatic';

interface IslandProps {
  /** Server components only (see renderStatic). */
  readonly children: ReactNode;
  readonly className?: string | undefined;
  /** The page's URL, where a client-side navigation fetches the HTML from. */
  readonly page: string;
  /** See HtmlIsland. */
  readonly slot?: string;
}

/**
 * Content that never changes on the client (prose, generated reference,
 * navigation), sent once: in the HTML, and not again in the RSC payload that
 * Next adds to every page. The RSC payload carries only a key.
 */
export async function Island({ children, className, page, slot }: IslandProps) {
  const key = registerIsland(await renderStatic(children));
  return (
    <HtmlIsland
      islandKey={key}
      page={page}
      {...(className !== undefined && { className })}
      {...(slot !== undefined && { slot })}
    />
  );
}
