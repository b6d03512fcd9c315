import 'server-only';
import { createTranslator } from '../i18n/translate';
import type { RenderWidget } from '../markdown/MarkdownContent';
import { ApiChanges } from './ApiChanges';
import { MigrationChecker } from './MigrationChecker';

/** The migration pages' widgets: the code checker and the generated API change table. */
export const renderMigrationWidget: RenderWidget = (widget, { language, page }) => {
  if (widget.name === 'api-changes') return <ApiChanges product={widget.product} language={language} page={page} />;
  const t = createTranslator(language, 'migration');
  return (
    <MigrationChecker
      labels={{
        label: t('checker.label'),
        placeholder: t('checker.placeholder'),
        hint: t('checker.hint'),
        sections: t('checker.sections'),
        rows: t('checker.rows'),
        names: t('checker.names'),
        none: t('checker.none'),
      }}
    />
  );
};
