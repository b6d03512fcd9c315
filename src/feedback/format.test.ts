import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, toExportJson } from './format';
import type { FeedbackRecord } from './types';

const record: FeedbackRecord = {
  id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  createdAt: '2026-01-02T03:04:05.678Z',
  pathname: '/x/react-data-grid/sorting/',
  language: 'en',
  rating: 'no',
  comment: 'Says "sort", then,\nnothing',
  sectionId: 'sort-model',
  sectionTitle: 'Sort model',
};

describe('csvCell', () => {
  it('quotes cells with separators, quotes or line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(null)).toBe('');
  });

  it('keeps formula-like text as text for spreadsheets', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF-terminated row per record', () => {
    expect(toCsv([record, { ...record, comment: null, sectionId: null, sectionTitle: null, rating: 'yes' }])).toBe(
      'id,createdAt,pathname,language,rating,sectionId,sectionTitle,comment\r\n' +
        '3f2504e0-4f89-41d3-9a0c-0305e82c3301,2026-01-02T03:04:05.678Z,/x/react-data-grid/sorting/,en,no,sort-model,Sort model,"Says ""sort"", then,\nnothing"\r\n' +
        '3f2504e0-4f89-41d3-9a0c-0305e82c3301,2026-01-02T03:04:05.678Z,/x/react-data-grid/sorting/,en,yes,,,\r\n',
    );
  });

  it('writes only the header when there is nothing', () => {
    expect(toCsv([])).toBe('id,createdAt,pathname,language,rating,sectionId,sectionTitle,comment\r\n');
  });
});

describe('toExportJson', () => {
  it('counts the records and keeps them as they are', () => {
    expect(JSON.parse(JSON.stringify(toExportJson([record])))).toEqual({ count: 1, feedback: [record] });
  });
});
