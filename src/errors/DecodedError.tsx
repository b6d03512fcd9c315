'use client';
import { useMemo } from 'react';
import { useBrowserValue } from '../browser/useBrowserValue';
import { interpolate } from '../i18n/strings';
import codes from './errorCodes.generated.json';
import { decodeErrorMessage, parseErrorQuery } from './decodeError';
import styles from './ProductionErrorPage.module.css';

type Decoded =
  | { status: 'pending' }
  | { status: 'missing' }
  | { status: 'unknown'; code: string }
  | { status: 'ok'; code: string; message: string };

function decode(search: string | null): Decoded {
  if (search === null) return { status: 'pending' };
  const { code, args } = parseErrorQuery(search);
  if (code === null) return { status: 'missing' };
  const message = decodeErrorMessage(codes, code, args);
  return message === null ? { status: 'unknown', code } : { status: 'ok', code, message };
}

/** The page's texts, from the server (`{{code}}` placeholders kept). */
interface DecodedErrorStrings {
  readonly missing: string;
  readonly unknown: string;
  readonly heading: string;
}

/** Reads the code from the URL (the page itself is static) and shows its message. */
export function DecodedError({ strings }: { strings: DecodedErrorStrings }) {
  // The page is static: the query is only known in the browser (null while prerendering).
  const search = useBrowserValue<string | null>(
    () => window.location.search,
    () => null,
  );
  const decoded = useMemo(() => decode(search), [search]);

  switch (decoded.status) {
    case 'pending':
      return null;
    case 'missing':
      return <p role="status">{strings.missing}</p>;
    case 'unknown':
      return <p role="status">{interpolate(strings.unknown, { code: decoded.code })}</p>;
    case 'ok':
      return (
        <>
          <h2>{interpolate(strings.heading, { code: decoded.code })}</h2>
          <pre className={styles.message} data-testid="decoded-error">
            {decoded.message}
          </pre>
        </>
      );
  }
}
