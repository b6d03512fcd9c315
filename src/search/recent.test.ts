import { describe, expect, it } from 'vitest';
import { addRecent, parseRecent, RECENT_LIMIT, type RecentEntry } from './recent';

const entry = (id: string): RecentEntry => ({ id, kind: 'page', product: null, title: id, parent: '', planRank: 0 });

describe('recent searches', () => {
  it('puts the newest first, without duplicates, up to the limit', () => {
    let list: RecentEntry[] = [];
    for (const id of ['/a/', '/b/', '/a/', '/c/', '/d/', '/e/', '/f/']) list = addRecent(list, entry(id));
    expect(list.map((item) => item.id)).toEqual(['/f/', '/e/', '/d/', '/c/', '/a/']);
    expect(list).toHaveLength(RECENT_LIMIT);
  });

  it('reads back what it stored and ignores anything malformed', () => {
    expect(parseRecent(JSON.stringify([entry('/a/')]))).toEqual([entry('/a/')]);
    expect(
      parseRecent(
        JSON.stringify([
          { id: 'javascript:alert(1)', kind: 'page', title: 'x', parent: '', planRank: 0, product: null },
          3,
        ]),
      ),
    ).toEqual([]);
    expect(parseRecent('{not json')).toEqual([]);
    expect(parseRecent(null)).toEqual([]);
  });
});
