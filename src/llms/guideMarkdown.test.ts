import { describe, expect, it } from 'vitest';
import { guideMarkdown, type DemoCode } from './guideMarkdown';

const origin = 'https://mui.com';
const demos = new Map<string, DemoCode>([
  [
    'First',
    {
      file: 'First.tsx',
      code: "import { rows } from './rows';\nexport default function First() {}",
      files: { './rows.ts': 'export const rows = [];' },
    },
  ],
  [
    'Second',
    {
      file: 'Second.tsx',
      code: "import { rows } from './rows';\nconst md = `\n```js\n`;\nexport default function Second() {}",
      files: { './rows.ts': 'export const rows = [];' },
    },
  ],
]);

function render(body: string, language: 'en' | 'zh' = 'en') {
  const pageUrl = `${origin}${language === 'zh' ? '/zh' : ''}/x/react-data-grid/sorting/`;
  return guideMarkdown({ title: 'Sorting', description: 'Sort rows.', body, demos, origin, pageUrl, language });
}

describe('guideMarkdown', () => {
  it('starts with the title and description', () => {
    expect(render('## Intro\n\nText.')).toBe('# Sorting\n\nSort rows.\n\n## Intro\n\nText.\n');
  });

  it('replaces each demo with its source, and each module once per page', () => {
    const markdown = render('::demo{name="First" height="400"}\n\nBetween.\n\n::demo{name="Second"}\n');
    expect(markdown).toContain('```tsx title="First.tsx"\nimport { rows }');
    expect(markdown).toContain('```ts title="rows.ts"\nexport const rows = [];\n```');
    expect(markdown.match(/title="rows\.ts"/g)).toHaveLength(1);
    // A source holding a fence gets a longer one.
    expect(markdown).toContain('````tsx title="Second.tsx"');
    expect(markdown).not.toContain('::demo');
  });

  it('fails on a demo without a source', () => {
    expect(() => render('::demo{name="Missing"}')).toThrow(/Missing/);
  });

  it('makes site links and fragments absolute, in the page language', () => {
    const body =
      'See [sorting](/x/api/data-grid/data-grid/#props-sortModel), [below](#multi), ![shot](/static/a.png), [MUI](https://mui.com/) and [ref].\n\n[ref]: /x/react-charts/\n';
    const en = render(body);
    expect(en).toContain('[sorting](https://mui.com/x/api/data-grid/data-grid/#props-sortModel)');
    expect(en).toContain('[below](https://mui.com/x/react-data-grid/sorting/#multi)');
    expect(en).toContain('![shot](https://mui.com/static/a.png)');
    expect(en).toContain('[MUI](https://mui.com/)');
    expect(en).toContain('[ref]: https://mui.com/x/react-charts/');
    expect(render(body, 'zh')).toContain('[sorting](https://mui.com/zh/x/api/data-grid/data-grid/#props-sortModel)');
  });

  it('leaves code blocks alone and drops explicit heading ids', () => {
    const markdown = render('## Control it {#sort-model}\n\n```md\n[a](/x/a/)\n::demo{name="First"}\n```\n');
    expect(markdown).toContain('## Control it\n');
    expect(markdown).toContain('```md\n[a](/x/a/)\n::demo{name="First"}\n```');
  });

  it('turns widgets into a sentence or nothing', () => {
    const markdown = render(
      'Intro.\n\n::migration-checker\n\n::api-changes{product="data-grid"}\n\n::playground{name="P" height="500" api="pie-chart" controls="a, b"}\n\nEnd.',
    );
    expect(markdown).not.toContain('::');
    expect(markdown).toContain('Intro.\n\n_The table of every API change');
    expect(markdown).toContain('tries these options: `a`, `b`._\n\nEnd.');
  });
});
