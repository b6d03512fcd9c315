import type { Element, Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { ComponentProps } from 'react';
import { visit } from 'unist-util-visit';
import type { PageDemo } from '../content/loadPage.server';
import { DemoBlock } from '../demos/DemoBlock';
import { pageDemoLoaders } from '../demos/pageLoaders.generated';
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
}

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
export function MarkdownContent({ hast, demos, language, showAds }: MarkdownContentProps) {
  const content = renderHast(hast, demos, language, showAds);
  // A page's demos share its folder (`data-grid/overview/Orders` → `data-grid/overview`).
  const firstDemo = demos.values().next().value;
  const PageDemoLoaders = firstDemo && pageDemoLoaders.get(firstDemo.id.slice(0, firstDemo.id.lastIndexOf('/')));
  return PageDemoLoaders ? <PageDemoLoaders>{content}</PageDemoLoaders> : content;
}

function renderHast(hast: Root, demos: MarkdownContentProps['demos'], language: Language, showAds: boolean) {
  const t = createTranslator(language);
  return toJsxRuntime(markDemos(hast), {
    Fragment,
    jsx,
    jsxs,
    components: {
      div: (props: ComponentProps<'div'> & { 'data-demo'?: string }) => {
        const name = props['data-demo'];
        const demo = name === undefined ? undefined : demos.get(name);
        return demo ? <DemoBlock demo={demo} showAds={showAds && !demo.disableAd} /> : <div {...props} />;
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
