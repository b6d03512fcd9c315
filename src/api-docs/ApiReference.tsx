import type { ReactNode } from 'react';
import { createTranslator, type Translate } from '../i18n/translate';
import { distinctTitles } from '../i18n/pageTitles';
import { Link } from '../layout/Link';
import { PageChips } from '../layout/PageChips';
import { pathInLanguage } from '../routing/language';
import type { PageEntry } from '../routing/pageTree';
import type { Language } from '../site/languages';
import { ApiEntry, ApiPropEntry, type EntryContext } from './ApiEntry';
import { ApiFilter } from './ApiFilter';
import { ApiMarkdown } from './ApiMarkdown';
import { apiAnchor } from './anchors';
import { apiNameResolver, rewriteDescription } from './links';
import { Island } from '../static/Island';
import type { ApiComponentDoc, ApiDoc, ApiIndexDoc, ApiInterfaceDoc } from './types';
import styles from './ApiReference.module.css';

interface ApiReferenceProps {
  readonly doc: ApiDoc;
  readonly docs: ReadonlyMap<string, ApiDoc>;
  /** Written pages whose demos show the component. */
  readonly demos: readonly PageEntry[];
  readonly language: Language;
  /** Whether the site has a page at a pathname (to point MUI links at our own pages). */
  readonly hasPage: (pathname: string) => boolean;
  /** The page's URL in its language (where a client-side navigation fetches the static parts). */
  readonly page: string;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function fence(code: string): string {
  return `\`\`\`tsx\n${code}\n\`\`\``;
}

function ImportSection({
  doc,
  t,
  common,
  language,
}: {
  doc: ApiComponentDoc | ApiInterfaceDoc;
  t: Translate;
  common: Translate;
  language: Language;
}) {
  const typeOnly = doc.kind === 'interface' ? 'type ' : '';
  const alias = doc.importName === doc.name ? doc.name : `${doc.importName} as ${doc.name}`;
  const lines = doc.imports.map((entry) => `import ${typeOnly}{ ${alias} } from '${entry.packageName}';`);
  return (
    <Section id="import" title={t('sections.import')}>
      <ApiMarkdown markdown={fence(lines.join('\n'))} language={language} />
      {doc.plan !== null && (
        <p className={styles.note}>
          <PageChips node={{ pathname: doc.pathname, plan: doc.plan }} t={common} />{' '}
          {t('planPackages', { plan: common(`plan.${doc.plan}`) })}
        </p>
      )}
      {lines.length > 1 && <p className={styles.note}>{t('importNote')}</p>}
    </Section>
  );
}

interface ReferenceProps<Doc> {
  readonly doc: Doc;
  readonly context: EntryContext;
  /** The filter bar, shown above the entries. */
  readonly filter: ReactNode;
  /** Wraps the static parts: they are sent once, in the HTML (see Island). */
  readonly island: (content: ReactNode) => ReactNode;
}

function ComponentReference({
  doc,
  context,
  demos,
  filter,
  island,
}: ReferenceProps<ApiComponentDoc> & { demos: readonly PageEntry[] }) {
  const { t, language } = context;
  const inherits = doc.inherits;
  const demoLabels = distinctTitles(demos, language);
  return (
    <>
      {island(
        <Section id="demos" title={t('sections.demos')}>
          {demos.length > 0 ? (
            <ul className={styles.links}>
              {demos.map((page, index) => (
                <li key={page.href}>
                  <Link href={pathInLanguage(page.href, language)}>{demoLabels[index]}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.note}>{t('noDemos', { name: doc.name })}</p>
          )}
        </Section>,
      )}
      {filter}
      {island(
        <>
          <Section id="props" title={t('sections.props')}>
            {doc.props.map((prop) => (
              <ApiPropEntry key={prop.name} id={apiAnchor('props', prop.name)} prop={prop} context={context} />
            ))}
          </Section>
          {doc.slots.length > 0 && (
            <Section id="slots" title={t('sections.slots')}>
              {doc.slots.map((slot) => (
                <ApiEntry
                  key={slot.name}
                  id={apiAnchor('slots', slot.name)}
                  name={slot.name}
                  context={context}
                  facts={
                    slot.defaultComponent !== undefined
                      ? [[t('defaultComponent'), <code key="default">{slot.defaultComponent}</code>]]
                      : []
                  }
                  description={slot.description}
                />
              ))}
            </Section>
          )}
          {doc.classes.length > 0 && (
            <Section id="classes" title={t('sections.classes')}>
              {doc.classes.map((entry) => (
                <ApiEntry
                  key={entry.key}
                  id={apiAnchor('classes', entry.key)}
                  name={entry.key}
                  context={context}
                  deprecated={entry.deprecated}
                  facts={[[t('globalClass'), <code key="class">.{entry.className}</code>]]}
                  description={entry.description}
                />
              ))}
            </Section>
          )}
          {doc.themeName !== undefined && (
            <Section id="theme" title={t('sections.theme')}>
              <p>{t('themeText', { key: doc.themeName, name: doc.name })}</p>
              <ApiMarkdown
                markdown={fence(
                  `const theme = createTheme({\n  components: {\n    ${doc.themeName}: {\n      defaultProps: {\n        // props of ${doc.name}\n      },\n    },\n  },\n});`,
                )}
                language={language}
              />
            </Section>
          )}
          <Section id="inheritance" title={t('sections.inheritance')}>
            <p>
              {inherits === undefined
                ? t('ownPropsOnly', { name: doc.name })
                : inherits.kind === 'component'
                  ? t('inheritsComponent', { name: inherits.name })
                  : /^[a-z]/.test(inherits.name)
                    ? t('inheritsElement', { name: `<${inherits.name}>` })
                    : t('inheritsUnknownElement', { name: inherits.name })}
            </p>
          </Section>
        </>,
      )}
    </>
  );
}

function InterfaceReference({ doc, context, filter, island }: ReferenceProps<ApiInterfaceDoc>) {
  const { t } = context;
  const groups = (['property', 'method'] as const).map((kind) => ({
    kind,
    section: kind === 'property' ? ('properties' as const) : ('methods' as const),
    members: doc.members.filter((member) => member.kind === kind),
  }));
  return (
    <>
      {filter}
      {island(
        groups
          .filter((group) => group.members.length > 0)
          .map((group) => (
            <Section key={group.kind} id={group.section} title={t(`sections.${group.section}`)}>
              {group.members.map((member) => (
                <ApiPropEntry
                  key={member.name}
                  id={apiAnchor(group.section, member.name)}
                  prop={member}
                  context={context}
                />
              ))}
            </Section>
          )),
      )}
    </>
  );
}

function IndexReference({
  doc,
  t,
  common,
  language,
}: {
  doc: ApiIndexDoc;
  t: Translate;
  common: Translate;
  language: Language;
}) {
  return (
    <>
      {(['component', 'interface'] as const).map((kind) => {
        const entries = doc.entries.filter((entry) => entry.kind === kind);
        if (entries.length === 0) return null;
        const section = kind === 'component' ? 'components' : 'interfaces';
        return (
          <Section key={kind} id={section} title={t(`sections.${section}`)}>
            <ul className={styles.index}>
              {entries.map((entry) => (
                <li key={entry.pathname}>
                  <Link href={pathInLanguage(`${entry.pathname}/`, language)}>
                    <code>{entry.name}</code>
                  </Link>
                  {kind === 'component' && entry.plan !== null && (
                    <PageChips node={{ pathname: entry.pathname, plan: entry.plan }} t={common} />
                  )}
                </li>
              ))}
            </ul>
          </Section>
        );
      })}
    </>
  );
}

/** The body of a generated API page: import lines, description, then the entries of its kind. */
export function ApiReference({ doc, docs, demos, language, hasPage, page }: ApiReferenceProps) {
  const t = createTranslator(language, 'api');
  const common = createTranslator(language);
  const island = (content: ReactNode) => <Island page={page}>{content}</Island>;
  if (doc.kind === 'index') return island(<IndexReference doc={doc} t={t} common={common} language={language} />);
  const resolve = apiNameResolver(docs.values(), doc.product);
  const context: EntryContext = {
    t,
    language,
    resolve,
    describe: (markdown) => rewriteDescription(markdown, resolve, hasPage),
  };
  const entries = doc.kind === 'component' ? [...doc.props, ...doc.classes] : doc.members;
  const hasExtra = entries.some((entry) => entry.deprecated !== undefined || ('advanced' in entry && entry.advanced));
  const filter = (
    <ApiFilter
      hasExtra={hasExtra}
      labels={{
        label: t('filter.label'),
        placeholder: t(doc.kind === 'component' ? 'filter.placeholder' : 'filter.placeholderInterface'),
        showExtra: t('filter.showExtra'),
        count: t('filter.count'),
        empty: t('filter.empty'),
      }}
    />
  );
  return (
    <div className={styles.reference} id="api-reference">
      {island(
        <>
          <ApiMarkdown markdown={context.describe(doc.description)} language={language} />
          <ImportSection doc={doc} t={t} common={common} language={language} />
        </>,
      )}
      {doc.kind === 'component' ? (
        <ComponentReference doc={doc} context={context} demos={demos} filter={filter} island={island} />
      ) : (
        <InterfaceReference doc={doc} context={context} filter={filter} island={island} />
      )}
    </div>
  );
}
