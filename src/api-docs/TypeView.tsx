import { Link } from '../layout/Link';
import { pathInLanguage } from '../routing/language';
import type { Language } from '../site/languages';
import { foldUnion, linkTypeNames, type ApiNameResolver } from './links';
import styles from './ApiReference.module.css';

interface TypeViewProps {
  readonly type: string;
  readonly resolve: ApiNameResolver;
  readonly language: Language;
  readonly showFullLabel: (count: number) => string;
}

function LinkedType({ type, resolve, language }: Omit<TypeViewProps, 'showFullLabel'>) {
  return (
    <code className={styles.type}>
      {linkTypeNames(type, resolve).map((segment, index) =>
        segment.href ? (
          <Link key={index} href={pathInLanguage(segment.href, language)}>
            {segment.text}
          </Link>
        ) : (
          segment.text
        ),
      )}
    </code>
  );
}

/** A printed type with links to the API pages it names; a long union is folded behind a disclosure. */
export function TypeView({ type, resolve, language, showFullLabel }: TypeViewProps) {
  const folded = foldUnion(type);
  if (!folded) return <LinkedType type={type} resolve={resolve} language={language} />;
  return (
    <details className={styles.fold}>
      <summary>
        <code className={styles.type}>{`${folded.head} | …`}</code>{' '}
        <span className={styles.foldLabel}>{showFullLabel(folded.hidden)}</span>
      </summary>
      <LinkedType type={type} resolve={resolve} language={language} />
    </details>
  );
}
