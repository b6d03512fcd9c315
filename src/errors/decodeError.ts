/** Material UI's production errors: `Minified MUI error #N; visit …?code=N&args[]=… for the full message.` */

export type ErrorCodes = Readonly<Record<string, string>>;

/** The full message of a code with its arguments in place of each %s, or null for an unknown code. */
export function decodeErrorMessage(codes: ErrorCodes, code: string, args: readonly string[]): string | null {
  const template = codes[code];
  if (template === undefined) return null;
  let index = 0;
  return template.replace(/%s/g, () => args[index++] ?? '');
}

/** Reads `code` and `args[]` from a query string. */
export function parseErrorQuery(search: string): { code: string | null; args: string[] } {
  const params = new URLSearchParams(search);
  return { code: params.get('code'), args: params.getAll('args[]') };
}

const MINIFIED = /Minified MUI error #(\d+); visit (\S+) for the full message/;

/** For a minified MUI error message, the path of our page that decodes it; otherwise null. */
export function productionErrorPath(message: string): string | null {
  const match = MINIFIED.exec(message);
  if (!match) return null;
  const [, code = '', url = ''] = match;
  let args: string[] = [];
  try {
    args = new URL(url).searchParams.getAll('args[]');
  } catch {
    // A malformed URL: link to the code alone.
  }
  const query = new URLSearchParams([['code', code], ...args.map((arg): [string, string] => ['args[]', arg])]);
  return `/production-error/?${query.toString()}`;
}
