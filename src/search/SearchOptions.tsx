import type { Translate } from '../i18n/strings';
import { Link } from '../layout/Link';
import { pathInLanguage } from '../routing/language';
import type { Language } from '../site/languages';
import { Highlighted } from './Highlighted';
import type { SearchFields } from './types';
import styles from './SearchDialog.module.css';

export interface OptionItem extends SearchFields {
  readonly id: string;
}

export interface OptionSection {
  readonly key: string;
  readonly label: string;
  readonly items: readonly OptionItem[];
}

interface SearchOptionsProps {
  readonly listboxId: string;
  readonly label: string;
  readonly sections: readonly OptionSection[];
  readonly activeIndex: number;
  readonly words: readonly string[];
  readonly language: Language;
  readonly t: Translate;
  readonly optionId: (index: number) => string;
  readonly onActivate: (index: number) => void;
  readonly onOpen: (item: OptionItem) => void;
}

function detail(item: OptionItem, t: Translate): string {
  if (item.kind === 'api' && item.apiKind !== undefined)
    return t(`search.apiKind.${item.apiKind}`, { parent: item.parent });
  return item.parent;
}

/** The listbox of the dialog: options grouped under headings, the active one marked for assistive technology. */
export function SearchOptions(props: SearchOptionsProps) {
  const { listboxId, label, sections, activeIndex, words, language, t, optionId, onActivate, onOpen } = props;
  const starts = sections.map((_, position) =>
    sections.slice(0, position).reduce((sum, section) => sum + section.items.length, 0),
  );
  return (
    <div role="listbox" id={listboxId} aria-label={label} className={styles.listbox}>
      {sections.map((section, sectionIndex) => (
        <div key={section.key} role="group" aria-labelledby={`${listboxId}-${section.key}`} className={styles.group}>
          <div id={`${listboxId}-${section.key}`} role="presentation" className={styles.groupLabel}>
            {section.label}
          </div>
          {section.items.map((item, itemIndex) => {
            const position = (starts[sectionIndex] ?? 0) + itemIndex;
            const secondary = detail(item, t);
            return (
              <Link
                key={item.id}
                id={optionId(position)}
                role="option"
                aria-selected={position === activeIndex}
                tabIndex={-1}
                href={pathInLanguage(item.id, language)}
                className={styles.option}
                onPointerMove={() => {
                  if (position !== activeIndex) onActivate(position);
                }}
                onClick={() => onOpen(item)}
              >
                <span className={styles.optionTitle}>
                  {item.kind === 'section' && <span aria-hidden="true">#&nbsp;</span>}
                  <Highlighted text={item.title} words={words} />
                </span>
                {secondary !== '' && (
                  <span className={styles.optionDetail}>
                    <Highlighted text={secondary} words={words} />
                  </span>
                )}
              </Link>
            );
          })}
        </div>
      ))}
    </div>
  );
}
