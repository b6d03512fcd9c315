import { describe, expect, it } from 'vitest';
import { matchesFilter } from './filter';

describe('matchesFilter', () => {
  it('matches every word of the query anywhere in the name, ignoring case and punctuation', () => {
    expect(matchesFilter('checkboxSelection', 'checkbox sel')).toBe(true);
    expect(matchesFilter('checkboxSelection', 'SELECTION')).toBe(true);
    expect(matchesFilter('aria-label', 'arialabel')).toBe(true);
    expect(matchesFilter('checkboxSelection', 'checkbox row')).toBe(false);
  });

  it('matches everything for an empty query', () => {
    expect(matchesFilter('rows', '  ')).toBe(true);
  });
});
