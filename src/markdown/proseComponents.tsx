import type { ComponentProps } from 'react';
import { SectionFeedbackButton } from '../feedback/SectionFeedbackButton';
import { createTranslator } from '../i18n/translate';
import { Link } from '../layout/Link';
import { pathInLanguage } from '../routing/language';
import type { Language } from '../site/languages';

type ButtonProps = ComponentProps<'button'> & {
  'data-feedback-section'?: string;
  'data-feedback-title'?: string;
  'data-copy-code'?: unknown;
};

/**
 * How compiled Markdown's elements render (guide pages and API
 * descriptions alike): the controls the pipeline adds (section links, section
 * feedback, code copy) get their labels in the page's language, and site
 * links keep the reader's language.
 */
export function proseComponents(language: Language) {
  const t = createTranslator(language);
  return {
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
    // A wide table scrolls sideways in its own box (global.css): a tab stop lets keyboard users scroll it too.
    table: (props: ComponentProps<'table'>) => <table tabIndex={0} {...props} />,
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
  };
}
