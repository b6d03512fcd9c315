import type { Element, Root, RootContent } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import type { PageDemo } from '../content/loadPage.server';
import { SectionFeedbackButton } from '../feedback/SectionFeedbackButton';
import { createTranslator, type Translate } from '../i18n/translate';
import { Link } from '../layout/Link';
import { pathInLanguage } from '../routing/language';
import type { Language } from '../site/languages';
import { Island } from '../static/Island';
import { visit } from 'unist-util-visit';

interface MarkdownContentProps {
  readonly hast: Root;
  readonly demos: ReadonlyMap<string, PageDemo>;
  readonly language: Language;
  /** Whether demos may show an inline ad when their code is open. */
  readonly showAds: boolean;
  /** Renders a demo: given only by the routes of pages with demos (see demoPageRoute). */
  readonly renderDemo?: RenderDemo;
  /** The Markdown file, named in errors. */
  readonly file: string;
  /** The page's URL in its language (where a client-side navigation fetches the prose). */
  readonly page: string;
}

export type RenderDemo = (demo: PageDemo, showAds: boolean) => ReactElement;

type ButtonProps = ComponentProps<'button'> & {
  'data-feedback-section'?: string;
  'data-feedback-title'?: string;
  'data-copy-code'?: unknown;
};

/** The prose as server components: the controls the pipeline adds get their labels in the page's language. */
function prose(nodes: RootContent[], language: Language, t: Translate): ReactNode {
  return toJsxRuntime(
    { type: 'root', children: nodes },
    {
      Fragment,
      jsx,
      jsxs,
      components: {
        button: (props: ButtonProps) => {
          if (props['data-feedback-section'] !== undefined) {
            const title = props['data-feedback-title'] ?? '';
            return <SectionFeedbackButton {...props} aria-label={t('markdown.sectionFeedback', { title })} />;
          }
          if (props['data-copy-code'] !== undefined) {
            return (
              <button {...props} aria-label={t('markdown.copyLabel')}>
                {t('markdown.copy')}
              </button>
            );
          }
          return <button {...props} />;
        },
        a: ({
          href = '',
          'data-section-title': sectionTitle,
          ...props
        }: ComponentProps<'a'> & { 'data-section-title'?: string }) => (
          <Link
            href={href.startsWith('/') ? pathInLanguage(href, language) : href}
            {...props}
            {...(sectionTitle !== undefined && { 'aria-label': t('markdown.sectionLink', { title: sectionTitle }) })}
          />
        ),
      },
    },
  );
}

/** The demo a top-level `<demo name>` element (from `::demo`) places, if it is one. */
function demoName(node: RootContent): string | undefined {
  return node.type === 'element' && node.tagName === 'demo' ? String((node).properties['name']) : undefined;
}

/**
 * Renders compiled Markdown on the server: the prose between demos is sent
 * once, as HTML (islands), and costs no client JS; each demo is a client
 * component of the page's own route.
 */
export function MarkdownContent({ hast, demos, language, showAds, renderDemo, file, page }: MarkdownContentProps) {
  const t = createTranslator(language);
  const parts: ReactNode[] = [];
  let run: RootContent[] = [];
  const flush = () => {
    if (run.length === 0) return;
    visit({ type: 'root', children: run }, 'element', (node: Element) => {
      if (node.tagName === 'demo')
        throw new Error(`${file}: a demo must stand on a line of its own, outside lists and quotes.`);
    });
    parts.push(
      <Island key={parts.length} page={page}>
        {prose(run, language, t)}
      </Island>,
    );
    run = [];
  };
  for (const node of hast.children) {
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
