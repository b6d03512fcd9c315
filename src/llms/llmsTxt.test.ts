import { describe, expect, it } from 'vitest';
import { llmsFull, llmsIndex, sectionsByGroup } from './llmsTxt';
import { absoluteLink, markdownPath, pathnameOfMarkdown } from './urls';

describe('llmsIndex', () => {
  it('follows the llms.txt layout', () => {
    const pages = [
      { group: 'Data Grid', title: 'Overview', url: 'https://mui.com/x/react-data-grid.md', description: 'The grid.' },
      { group: 'Charts', title: 'Bars', url: 'https://mui.com/x/react-charts/bars.md', description: 'Bar\ncharts.' },
      {
        group: 'Data Grid',
        title: 'Sorting [Pro]',
        url: 'https://mui.com/x/react-data-grid/sorting.md',
        description: '',
      },
    ];
    const text = llmsIndex({
      siteName: 'MUI X',
      summary: 'React components.',
      details: 'Details.',
      sections: sectionsByGroup(pages, (page) => page, 'MUI X'),
    });
    expect(text).toBe(
      [
        '# MUI X',
        '> React components.',
        'Details.',
        '## Data Grid\n\n- [Overview](https://mui.com/x/react-data-grid.md): The grid.\n- [Sorting \\[Pro\\]](https://mui.com/x/react-data-grid/sorting.md)',
        '## Charts\n\n- [Bars](https://mui.com/x/react-charts/bars.md): Bar charts.',
      ].join('\n\n') + '\n',
    );
  });

  it('concatenates pages for llms-full.txt', () => {
    expect(
      llmsFull([
        { url: 'u1', markdown: '# A\n' },
        { url: 'u2', markdown: '# B' },
      ]),
    ).toBe('<!-- Source: u1 -->\n\n# A\n\n---\n\n<!-- Source: u2 -->\n\n# B\n');
  });
});

describe('Markdown URLs', () => {
  it('maps a page URL to its Markdown and back', () => {
    expect(markdownPath('/x/react-data-grid/sorting/', 'en')).toBe('/x/react-data-grid/sorting.md');
    expect(markdownPath('/x/react-charts/', 'zh')).toBe('/zh/x/react-charts.md');
    expect(pathnameOfMarkdown('x/react-data-grid/sorting.md')).toBe('/x/react-data-grid/sorting');
    expect(pathnameOfMarkdown('x/llms.txt')).toBeUndefined();
  });

  it('leaves external links alone', () => {
    const context = { origin: 'https://mui.com', pageUrl: 'https://mui.com/x/a/', language: 'en' as const };
    expect(absoluteLink('mailto:a@b.c', context)).toBe('mailto:a@b.c');
    expect(absoluteLink('//cdn.example/x', context)).toBe('//cdn.example/x');
  });
});
