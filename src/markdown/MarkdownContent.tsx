import type { Element, Root, RootContent } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { ReactElement, ReactNode } from 'react';
import type { PageDemo } from '../content/loadPage.server';
import type { Language } from '../site/languages';
import { Island } from '../static/Island';
import { proseComponents } from './proseComponents';
import { visit } from 'unist-util-visit';
import { widgetOf, type Widget } from './widgets';

interface MarkdownContentProps {
  readonly hast: Root;
  readonly demos: ReadonlyMap<string, PageDemo>;
  readonly language: Language;
  /** Whether demos may show an inline ad when their code is open. */
  readonly showAds: boolean;
  /** Renders a demo: given only by the routes of pages with demos (see demoPageRoute). */
  readonly renderDemo?: RenderDemo;
  /** Renders a widget (`::migration-checker`…): given only by the routes of pages with widgets. */
  readonly renderWidget?: RenderWidget;
  /** The Markdown file, named in errors. */
  readonly file: string;
  /** The page's URL in its language (where a client-side navigation fetches the prose). */
  readonly page: string;
}

export type RenderDemo = (demo: PageDemo, showAds: boolean) => ReactElement;
export type RenderWidget = (widget: Widget, context: { language: Language; page: string }) => ReactElement;

/** The prose as server components (see proseComponents). */
function prose(nodes: RootContent[], language: Language): ReactNode {
  return toJsxRuntime(
    { type: 'root', children: nodes },
    { Fragment, jsx, jsxs, components: proseComponents(language) },
  );
}

/** The widget a top-level `<widget>` element (from `::migration-checker`…) places, if it is one. */
function widgetAt(node: RootContent): Widget | undefined {
  return node.type === 'element' && node.tagName === 'widget' ? widgetOf(node.properties) : undefined;
}

/** The demo a top-level `<demo name>` element (from `::demo`) places, if it is one. */
function demoName(node: RootContent): string | undefined {
  return node.type === 'element' && node.tagName === 'demo' ? String(node.properties['name']) : undefined;
}

/**
 * Renders compiled Markdown on the server: the prose between demos is sent
 * once, as HTML (islands), and costs no client JS; each demo is a client
 * component of the page's own route.
 */
export function MarkdownContent({
  hast,
  demos,
  language,
  showAds,
  renderDemo,
  renderWidget,
  file,
  page,
}: MarkdownContentProps) {
  const parts: ReactNode[] = [];
  let run: RootContent[] = [];
  const flush = () => {
    if (run.length === 0) return;
    visit({ type: 'root', children: run }, 'element', (node: Element) => {
      if (node.tagName === 'demo' || node.tagName === 'widget')
        throw new Error(`${file}: a demo or widget must stand on a line of its own, outside lists and quotes.`);
    });
    parts.push(
      <Island key={parts.length} page={page}>
        {prose(run, language)}
      </Island>,
    );
    run = [];
  };
  for (const node of hast.children) {
    const widget = widgetAt(node);
    if (widget) {
      if (!renderWidget) throw new Error(`${file}: the ::${widget.name} line is on a page served without widgets.`);
      flush();
      parts.push(<Fragment key={parts.length}>{renderWidget(widget, { language, page })}</Fragment>);
      continue;
    }
    const name = demoName(node);
    const demo = name === undefined ? undefined : demos.get(name);
    if (!demo) {
      run.push(node);
      continue;
    }
    if (!renderDemo) throw new Error(`${file}: the demo "${demo.name}" is on a page served without its demos' route.`);
    flush();
    parts.push(<Fragment key={parts.length}>{renderDemo(demo, showAds && !demo.disableAd)}</Fragment>);
  }
  flush();
  return <>{parts}</>;
}
