import { describe, expect, it } from 'vitest';
import { activeHeadingId } from './scrollSpy';

describe('activeHeadingId', () => {
  const headings = (tops: number[]) => tops.map((top, index) => ({ id: `h${index}`, top }));

  it('is the first heading before any is reached', () => {
    expect(activeHeadingId(headings([400, 900]))).toBe('h0');
  });
  it('is the last heading above the offset line', () => {
    expect(activeHeadingId(headings([-800, -20, 119, 600]))).toBe('h2');
    expect(activeHeadingId(headings([-800, -20, 121, 600]))).toBe('h1');
  });
  it('is undefined without headings', () => {
    expect(activeHeadingId([])).toBeUndefined();
  });
});
