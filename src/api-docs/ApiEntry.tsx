import type { ReactNode } from 'react';
import type { Translate } from '../i18n/strings';
import type { Language } from '../site/languages';
import { ApiMarkdown } from './ApiMarkdown';
import { TypeView } from './TypeView';
import type { ApiNameResolver } from './links';
import type { ApiProp } from './types';
import styles from './ApiReference.module.css';

export interface EntryContext {
  readonly t: Translate;
  readonly language: Language;
  readonly resolve: ApiNameResolver;
  /** Prepares a description for the site (`[[Name]]` links, links to our own pages). */
  readonly describe: (markdown: string) => string;
}

interface ApiEntryProps {
  readonly id: string;
  readonly name: string;
  readonly context: EntryContext;
  readonly required?: boolean;
  readonly deprecated?: string | undefined;
  readonly advanced?: boolean;
  /** Label and value pairs shown under the name (type, default, global class…). */
  readonly facts: readonly (readonly [string, ReactNode])[];
  readonly description: string;
  readonly children?: ReactNode;
}

/**
 * One documented entry (prop, slot, CSS class, property or method), with its
 * permalink. The largest API pages hold hundreds: the markup names each entry
 * only where needed (its id, its link, its name), to keep the page light.
 */
export function ApiEntry({
  id,
  name,
  context,
  required,
  deprecated,
  advanced,
  facts,
  description,
  children,
}: ApiEntryProps) {
  const { t, language, describe } = context;
  const extra = deprecated !== undefined || advanced === true;
  return (
    <div className={styles.entry} id={id} data-api-entry="" {...(extra && { 'data-extra': '' })}>
      <h3 className={styles.entryName}>
        {/* The name links to its entry, so readers can copy the link (a "#" shows on hover). */}
        <a href={`#${id}`} className={styles.anchor}>
          <code>{name}</code>
        </a>
        {required && <span className={styles.badge}>{t('required')}</span>}
        {deprecated !== undefined && (
          <span className={styles.badge} data-kind="deprecated">
            {t('deprecated')}
          </span>
        )}
        {advanced && (
          <span className={styles.badge} data-kind="advanced">
            {t('advanced')}
          </span>
        )}
      </h3>
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {deprecated !== undefined && deprecated !== '' && (
        <div className={styles.deprecation}>
          <ApiMarkdown markdown={describe(deprecated)} language={language} />
        </div>
      )}
      <ApiMarkdown markdown={describe(description)} language={language} />
      {children}
    </div>
  );
}

/** A prop or interface member: type (linked, long unions folded), default, parameters and return value. */
export function ApiPropEntry({ id, prop, context }: { id: string; prop: ApiProp; context: EntryContext }) {
  const { t, language, resolve, describe } = context;
  const typeView = (
    <TypeView
      type={prop.type}
      resolve={resolve}
      language={language}
      showFullLabel={(count) => t('showFullType', { count })}
    />
  );
  return (
    <ApiEntry
      id={id}
      name={prop.name}
      context={context}
      required={prop.required}
      deprecated={prop.deprecated}
      advanced={prop.advanced}
      facts={[
        [t('type'), typeView],
        ...(prop.default !== undefined ? [[t('default'), <code key="default">{prop.default}</code>] as const] : []),
      ]}
      description={prop.description}
    >
      {prop.params && (
        <div className={styles.signature}>
          <p className={styles.signatureTitle}>{t('parameters')}</p>
          <ul>
            {prop.params.map((param) => (
              <li key={param.name}>
                <code>{param.name}</code>
                <ApiMarkdown markdown={describe(param.description)} language={language} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {prop.returns !== undefined && (
        <div className={styles.signature}>
          <p className={styles.signatureTitle}>{t('returns')}</p>
          <ApiMarkdown markdown={describe(prop.returns)} language={language} />
        </div>
      )}
    </ApiEntry>
  );
}
