/**
 * Tokenising for the index and for queries. Latin text splits into words;
 * identifiers are also indexed by their camelCase parts, so `checkboxSelection`
 * is found by "checkbox sel" as well as by its full name. Chinese (and other
 * CJK) runs have no spaces: they become overlapping character pairs, which a
 * query matches pair by pair (a single character matches as a prefix).
 */

const RUN = /[\p{L}\p{N}_$]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const CAMEL_PART = /[A-Z]{2,}(?=[A-Z][a-z]|\d|$)|[A-Z]?[a-z]+|[A-Z]+|\d+/g;

/** Words that carry no meaning in a query; dropped from the index and from queries alike. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'how',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'with',
]);

function cjkPairs(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  return chars.slice(0, -1).map((char, index) => char + (chars[index + 1] ?? ''));
}

/** Splits a run of letters into its CJK runs and the rest. */
function splitRun(run: string, onWord: (word: string) => void, onCjk: (cjk: string) => void): void {
  let last = 0;
  for (const match of run.matchAll(CJK)) {
    if (match.index > last) onWord(run.slice(last, match.index));
    onCjk(match[0]);
    last = match.index + match[0].length;
  }
  if (last < run.length) onWord(run.slice(last));
}

function tokens(text: string, camelParts: boolean): string[] {
  const out: string[] = [];
  for (const [run] of text.matchAll(RUN)) {
    splitRun(
      run,
      (word) => {
        out.push(word);
        if (!camelParts) return;
        const parts = word.match(CAMEL_PART) ?? [];
        if (parts.length > 1) out.push(...parts);
      },
      (cjk) => out.push(...cjkPairs(cjk)),
    );
  }
  return out;
}

/** Terms of indexed text: words, camelCase parts of identifiers, CJK pairs. */
export function tokenizeForIndex(text: string): string[] {
  return tokens(text, true);
}

/** Terms of a query: words as typed (no camelCase split) and CJK pairs. */
export function tokenizeQuery(text: string): string[] {
  return tokens(text, false);
}

/** Lower case; stop words dropped. Shared by the index and queries. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

/** The words of a query as the reader typed them (for highlighting), lower case, stop words dropped. */
export function queryWords(query: string): string[] {
  return [...query.matchAll(RUN)].map(([word]) => word.toLowerCase()).filter((word) => !STOP_WORDS.has(word));
}
