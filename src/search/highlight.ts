export interface Segment {
  readonly text: string;
  readonly match: boolean;
}

const WORD_CHAR = /[\p{L}\p{N}_$]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Where a match may start: a word's start or a camelCase part's start (`check|box|Selection`). */
function isWordStart(text: string, index: number): boolean {
  const before = text[index - 1];
  const here = text[index] ?? '';
  if (before === undefined || !WORD_CHAR.test(before)) return true;
  return /\p{Ll}/u.test(before) && /\p{Lu}/u.test(here);
}

/**
 * Splits `text` into plain and matched segments for the query's words, the
 * way the search matches them: a word matches the start of a word or of a
 * camelCase part (so "sel" marks `Sel` in `checkboxSelection`); Chinese
 * words match anywhere. Case-insensitive; overlapping matches merge.
 */
export function highlight(text: string, words: readonly string[]): Segment[] {
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  if (lower.length === text.length) {
    for (const word of words) {
      if (word === '') continue;
      const anywhere = CJK.test(word);
      for (let index = lower.indexOf(word); index !== -1; index = lower.indexOf(word, index + 1)) {
        if (anywhere || isWordStart(text, index)) marked.fill(true, index, index + word.length);
      }
    }
  }
  const segments: Segment[] = [];
  let start = 0;
  for (let index = 1; index <= text.length; index += 1) {
    if (index === text.length || marked[index] !== marked[start]) {
      segments.push({ text: text.slice(start, index), match: marked[start] === true });
      start = index;
    }
  }
  return segments;
}
