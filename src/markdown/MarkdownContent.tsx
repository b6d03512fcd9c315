import type { Element, Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { ComponentProps, ReactElement } from 'react';
import { visit } from 'unist-util-visit';
import type { PageDemo } from '../content/loadPage.server';
import { SectionFeedbackButton } from '../feedback/SectionFeedbackButton';
import { createTranslator } from '../i18n/translate';
import { Link } from '../layout/Link';
import { pathInLanguage } from '../routing/language';
import type { Language } from '../site/languages';

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
}

export type RenderDemo = (demo: PageDemo, showAds: boolean) => ReactElement;

/** `<demo name>` elements become `<div data-demo>` so they can be mapped with the standard element names. */
function markDemos(tree: Root): Root {
  const copy = structuredClone(tree);
  visit(copy, 'element', (node: Element) => {
    if (node.tagName === 'demo') {
      node.properties = { dataDemo: String(node.properties['name']) };
      node.tagName = 'div';
    }
  });
  return copy;
}

type ButtonProps = ComponentProps<'button'> & {
  'data-feedback-section'?: string;
  'data-feedback-title'?: string;
  'data-copy-code'?: unknown;
};

/**
 * Renders compiled Markdown on the server: prose and highlighted code cost no
 * client JS. The controls the pipeline adds (section links, section feedback,
 * code copy) get their labels here, in the page's language.
 */
export function MarkdownContent({ hast, demos, language, showAds, renderDemo, file }: MarkdownContentProps) {
  const t = createTranslator(language);
  return toJsxRuntime(markDemos(hast), {
    Fragment,
    jsx,
    jsxs,
    components: {
      div: (props: ComponentProps<'div'> & { 'data-demo'?: string }) => {
        const name = props['data-demo'];
        const demo = name === undefined ? undefined : demos.get(name);
        if (!demo) return <div {...props} />;
        if (!renderDemo)
          throw new Error(`${file}: the demo "${demo.name}" is on a page served without its demos' route.`);
        return renderDemo(demo, showAds && !demo.disableAd);
      },
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
  });
}
