import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';

const marked = (text: string, words: string[]) =>
  highlight(text, words)
    .filter((segment) => segment.match)
    .map((segment) => segment.text);

describe('highlight', () => {
  it('marks word starts and camelCase parts, case-insensitively', () => {
    expect(marked('checkboxSelection', ['checkbox', 'sel'])).toEqual(['checkboxSel']);
    expect(marked('Sorting a column', ['sort', 'col'])).toEqual(['Sort', 'col']);
  });

  it('does not mark matches inside a word', () => {
    expect(marked('Resorting', ['sort'])).toEqual([]);
  });

  it('marks Chinese words anywhere', () => {
    expect(marked('数据表格的排序', ['排序'])).toEqual(['排序']);
  });

  it('keeps every character, in order', () => {
    const segments = highlight('Row selection', ['sel']);
    expect(segments.map((segment) => segment.text).join('')).toBe('Row selection');
    expect(segments).toEqual([
      { text: 'Row ', match: false },
      { text: 'sel', match: true },
      { text: 'ection', match: false },
    ]);
  });
});
