import { loans, type Loan } from './loans';

// A pretend server: the loans of `loans.ts` kept in memory, answered after a
// delay you can see. Nothing leaves the browser.

export const SERVER_DELAY_MS = 1200;

export interface FetchOptions {
  /** Answer with an error instead of rows. */
  fail?: boolean;
  /** Answer with an empty list, as for a borrower with no loans. */
  empty?: boolean;
}

export function fetchLoans(options: FetchOptions = {}): Promise<Loan[]> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (options.fail) {
        reject(new Error('The catalogue server did not answer (503).'));
      } else {
        resolve(options.empty ? [] : loans.map((loan) => ({ ...loan })));
      }
    }, SERVER_DELAY_MS);
  });
}
