import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from './compile';

const page = (body: string) => `---\ntitle: T\ndescription: D\n---\n${body}`;

describe('compileMarkdown', () => {
  it('gives headings unique slug ids with self-links and builds the TOC from h2 and h3', async () => {
    const { hast, toc } = await compileMarkdown(
      page('## Sorting rows\n\n### Sort model\n\n#### Deep\n\n## Sorting rows\n'),
      'p.md',
    );
    expect(toc).toEqual([
      { id: 'sorting-rows', text: 'Sorting rows', level: 2 },
      { id: 'sort-model', text: 'Sort model', level: 3 },
      { id: 'sorting-rows-1', text: 'Sorting rows', level: 2 },
    ]);
    const html = toHtml(hast);
    expect(html).toContain(
      '<h2 id="sorting-rows">Sorting rows<a class="heading-anchor" href="#sorting-rows" data-section-title="Sorting rows">#</a>',
    );
    expect(html).toContain('<h4 id="deep">');
    // h2 and h3 offer feedback on their section; h4 does not.
    expect(html).toContain(
      '<button type="button" data-feedback-section="sort-model" data-feedback-title="Sort model"></button></h3>',
    );
    expect(html.match(/data-feedback-section=/g)).toHaveLength(3);
  });

  it('takes an explicit {#id} that ends a heading, so a translation keeps the English anchor', async () => {
    const { hast, toc } = await compileMarkdown(page('## 规划中的图表 {#planned-charts}\n'), 'p.zh.md');
    expect(toc).toEqual([{ id: 'planned-charts', text: '规划中的图表', level: 2 }]);
    expect(toHtml(hast)).toContain('<h2 id="planned-charts">规划中的图表<a');
  });

  it('keeps the code-block wrapper but skips highlighting with plainCode (the search index reads only the text)', async () => {
    const html = toHtml((await compileMarkdown(page('```tsx\nconst a = 1;\n```\n'), 'p.md', { plainCode: true })).hast);
    expect(html).toContain(
      '<div class="code-block" data-code-block><pre tabindex="0"><code class="language-tsx">const a = 1;\n</code></pre>',
    );
    expect(html).not.toContain('shiki');
  });

  it('highlights fenced code with light and dark colours', async () => {
    const html = toHtml((await compileMarkdown(page('```tsx\nconst a = 1;\n```\n'), 'p.md')).hast);
    expect(html).toMatch(
      /<div class="code-block" data-code-block><pre class="shiki shiki-themes github-light github-dark"/,
    );
    expect(html).toContain('<button type="button" class="copy-code" data-copy-code></button></div>');
    expect(html).toContain('--shiki-dark:');
    expect(html).toContain('data-language="tsx"');
  });

  it('renders unknown code languages as plain text', async () => {
    const html = toHtml((await compileMarkdown(page('```brainfuck\n+++\n```\n'), 'p.md')).hast);
    expect(html).toContain('data-language="text"');
  });

  it('turns ::demo lines into demo elements and records them', async () => {
    const { hast, demos } = await compileMarkdown(
      page('Intro\n\n::demo{name="BasicGrid" height="400"}\n\n::demo{name="Other"}\n'),
      'p.md',
    );
    expect(demos).toEqual([{ name: 'BasicGrid', height: 400 }, { name: 'Other' }]);
    expect(toHtml(hast)).toContain('<demo name="BasicGrid"></demo>');
  });

  it('reads the demo options', async () => {
    const { demos } = await compileMarkdown(
      page(
        '::demo{name="A" hideToolbar defaultCodeOpen bg="inline" stylesheet="https://fonts.example.com/icons.css"}\n',
      ),
      'p.md',
    );
    expect(demos).toEqual([
      {
        name: 'A',
        hideToolbar: true,
        defaultCodeOpen: true,
        bg: 'inline',
        stylesheet: 'https://fonts.example.com/icons.css',
      },
    ]);
  });

  it('reads a props playground: its API pages and its controls', async () => {
    const { hast, demos } = await compileMarkdown(
      page(
        '::playground{name="PieShape" height="600" api="pie-chart" series="pie-series" controls="series.innerRadius, hideLegend"}\n',
      ),
      'p.md',
    );
    expect(demos).toEqual([
      {
        name: 'PieShape',
        height: 600,
        hideToolbar: true,
        disableAd: true,
        playground: { api: 'pie-chart', series: 'pie-series', controls: ['series.innerRadius', 'hideLegend'] },
      },
    ]);
    expect(toHtml(hast)).toContain('<demo name="PieShape"></demo>');
  });

  it('names each task-list checkbox after its item, for screen readers', async () => {
    const { hast } = await compileMarkdown(
      page('## Checklist\n\n- [ ] Upgrade the [packages](#packages)\n- [x] Run `codemod`\n'),
      'p.md',
    );
    const html = toHtml(hast);
    expect(html).toContain('<input type="checkbox" disabled aria-label="Upgrade the packages">');
    expect(html).toContain('<input type="checkbox" checked disabled aria-label="Run codemod">');
  });

  it('renders ::migration-checker and ::api-changes as widgets, and rejects a bad product', async () => {
    const { hast } = await compileMarkdown(page('::migration-checker\n\n::api-changes{product="charts"}\n'), 'p.md');
    const html = toHtml(hast);
    expect(html).toContain('<widget widget="migration-checker"></widget>');
    expect(html).toContain('<widget widget="api-changes" product="charts"></widget>');
    await expect(compileMarkdown(page('::api-changes{product="grid"}\n'), 'p.md')).rejects.toThrow(
      'p.md:5: ::api-changes needs product="data-grid"',
    );
  });

  it('keeps colon words in prose as text', async () => {
    const html = toHtml((await compileMarkdown(page('Use Example:Value and a:b here.\n'), 'p.md')).hast);
    expect(html).toContain('Use Example:Value and a:b here.');
  });

  it('supports GFM tables', async () => {
    const html = toHtml((await compileMarkdown(page('| a | b |\n| - | - |\n| 1 | 2 |\n'), 'p.md')).hast);
    expect(html).toContain('<table>');
  });

  it.each([
    ['::video{name="X"}\n', /p\.md:5: unknown directive "video"/],
    ['::demo{title="X"}\n', /p\.md:5: ::demo needs name=/],
    ['::demo{name="X" height="tall"}\n', /p\.md:5: ::demo height must be/],
    ['::demo{name="X" size="2"}\n', /p\.md:5: unknown ::demo attribute "size"/],
    ['::demo{name="X" bg="purple"}\n', /p\.md:5: ::demo bg must be one of/],
    ['::demo{name="X" stylesheet="http://x.test/a.css"}\n', /p\.md:5: ::demo stylesheet must be an https URL/],
    ['::playground{name="X" api="pie-chart" controls="a"}\n', /p\.md:5: ::playground needs height/],
    ['::playground{name="X" height="300" controls="a"}\n', /p\.md:5: ::playground needs api=/],
    ['::playground{name="X" height="300" api="pie-chart"}\n', /p\.md:5: ::playground needs controls=/],
  ])('fails naming the file and line on a bad directive (%#)', async (body, message) => {
    await expect(compileMarkdown(page(body), 'p.md')).rejects.toThrow(message);
  });
});
