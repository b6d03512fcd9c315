import 'server-only';
import type { ReactNode } from 'react';
import { readApiChanges } from '../api-changes/store';
import type { ApiChange } from '../api-changes/types';
import type { ApiProduct } from '../api-docs/types';
import { createTranslator, type Translate } from '../i18n/translate';
import { Link } from '../layout/Link';
import { pathInLanguage } from '../routing/language';
import type { Language } from '../site/languages';
import { Island } from '../static/Island';
import { ApiChangesFilter } from './ApiChangesFilter';
import { CHANGE_ORDER, groupChanges, rowId } from './groups';
import styles from './Migration.module.css';

/** `@deprecated` notes are Markdown: their `code` spans show as code, a link as its text (they point at mui.com). */
function noteText(note: string): ReactNode {
  return note
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .split(/`([^`]+)`/)
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** The name, linked to its v8 permalink when it has one. */
function NameCell({ change, language }: { change: ApiChange; language: Language }) {
  const name = <code>{change.name}</code>;
  const linkName = change.href !== undefined && change.change !== 'removed' && change.change !== 'renamed';
  return linkName ? <Link href={pathInLanguage(change.href, language)}>{name}</Link> : name;
}

function Details({ change, t, language }: { change: ApiChange; t: Translate; language: Language }) {
  const replacement =
    change.replacement === undefined ? null : change.href === undefined ? (
      <code>{change.replacement}</code>
    ) : (
      <Link href={pathInLanguage(change.href, language)}>
        <code>{change.replacement}</code>
      </Link>
    );
  return (
    <>
      {replacement && <>→ {replacement} </>}
      {change.before !== undefined && (
        <>
          <code>{change.before}</code> → <code>{change.after}</code>{' '}
        </>
      )}
      {change.note && <span>{noteText(change.note)} </span>}
      {change.alsoIn && <span className={styles.kind}>{t('changes.alsoIn', { names: change.alsoIn.join(', ') })}</span>}
    </>
  );
}

function GroupTable({ changes, t, language }: { changes: readonly ApiChange[]; t: Translate; language: Language }) {
  return (
    <table data-change-part="">
      <thead>
        <tr>
          <th scope="col">{t('changes.name')}</th>
          <th scope="col">{t('changes.change')}</th>
          <th scope="col">{t('changes.details')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={rowId(change)} className={styles.row} {...rowAttributes(change)}>
            <td>
              <NameCell change={change} language={language} />
            </td>
            <td>
              {t(`changes.type.${change.change}`)}{' '}
              <span className={styles.kind}>{t(`changes.kind.${change.kind}`)}</span>
            </td>
            <td>
              <Details change={change} t={t} language={language} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the filter and the checker read on each entry (table row or added name), and its permalink id. */
function rowAttributes(change: ApiChange) {
  return {
    id: rowId(change),
    'data-change-name': change.name,
    'data-change-type': change.change,
    'data-change-owner': change.owner,
    ...(change.alsoIn && { 'data-change-also': change.alsoIn.join(' ') }),
  };
}

/** Additions break nothing: listed as names (linked to their v8 entries), not as table rows. */
function AddedList({ changes, t, language }: { changes: readonly ApiChange[]; t: Translate; language: Language }) {
  return (
    <div className={styles.addedBlock} data-change-part="">
      <p className={styles.addedTitle}>{t('changes.addedList', { count: changes.length })}</p>
      <ul className={styles.added}>
        {changes.map((change) => (
          <li key={rowId(change)} className={styles.row} {...rowAttributes(change)}>
            <NameCell change={change} language={language} />
          </li>
        ))}
      </ul>
    </div>
  );
}

const versions = (packages: Readonly<Record<string, string>>, aliased: boolean) =>
  Object.entries(packages)
    .map(([name, version]) => `${aliased ? name.replace(/^mui-(.*)-v7$/, '@mui/$1') : name} ${version}`)
    .join(', ');

/**
 * The generated v7 → v8 API changes of a product (`::api-changes{product}`): one collapsible table per component,
 * sent once as HTML; the filter above it is the only client code.
 */
export function ApiChanges({ product, language, page }: { product: ApiProduct; language: Language; page: string }) {
  const t = createTranslator(language, 'migration');
  const set = readApiChanges(product);
  const groups = groupChanges(set.changes);
  const types = CHANGE_ORDER.filter((type) => set.changes.some((change) => change.change === type));
  return (
    <div className={styles.changes} data-api-changes="">
      <ApiChangesFilter
        types={types.map((type) => ({ value: type, label: t(`changes.type.${type}`) }))}
        labels={{
          label: t('changes.filterLabel'),
          placeholder: t('changes.filterPlaceholder'),
          typeLabel: t('changes.typeLabel'),
          allTypes: t('changes.allTypes'),
          count: t('changes.count'),
          empty: t('changes.empty'),
        }}
      />
      <Island page={page}>
        <p className={styles.hint}>
          {t('changes.compared', { from: versions(set.from, true), to: versions(set.to, false) })}
        </p>
        {groups.map((group) => (
          <details key={group.owner} className={styles.group} data-change-group="">
            <summary>
              {group.owner === '' ? t('changes.exports') : <code>{group.owner}</code>} ({group.changes.length})
            </summary>
            {group.changes.some((change) => change.change !== 'added') && (
              <GroupTable
                changes={group.changes.filter((change) => change.change !== 'added')}
                t={t}
                language={language}
              />
            )}
            {group.changes.some((change) => change.change === 'added') && (
              <AddedList
                changes={group.changes.filter((change) => change.change === 'added')}
                t={t}
                language={language}
              />
            )}
          </details>
        ))}
      </Island>
    </div>
  );
}
