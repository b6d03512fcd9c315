import { describe, expect, it } from 'vitest';
import { parseMarkdownFile } from './frontMatter';

describe('parseMarkdownFile', () => {
  it('reads title, description, components and body', () => {
    const parsed = parseMarkdownFile(
      '---\ntitle: Grid\ndescription: A grid.\ncomponents: [DataGrid]\n---\n\n## Hi\n',
      'a.md',
    );
    expect(parsed.frontMatter).toEqual({ title: 'Grid', description: 'A grid.', components: ['DataGrid'] });
    expect(parsed.body.trim()).toBe('## Hi');
  });

  it('reads an optional productId', () => {
    const parsed = parseMarkdownFile('---\ntitle: T\ndescription: D\nproductId: x-charts\n---\n', 'a.md');
    expect(parsed.frontMatter.productId).toBe('x-charts');
  });

  it('reads disableAd', () => {
    expect(
      parseMarkdownFile('---\ntitle: T\ndescription: D\ndisableAd: true\n---\n', 'a.md').frontMatter.disableAd,
    ).toBe(true);
    expect(() => parseMarkdownFile('---\ntitle: T\ndescription: D\ndisableAd: yes please\n---\n', 'a.md')).toThrow(
      /"disableAd" must be true or false/,
    );
  });

  it('defaults components to none', () => {
    expect(parseMarkdownFile('---\ntitle: T\ndescription: D\n---\n', 'a.md').frontMatter.components).toEqual([]);
  });

  it.each([
    ['---\ndescription: D\n---\n', /a\.md: front matter needs a "title"/],
    ['---\ntitle: T\n---\n', /a\.md: front matter needs a "description"/],
    ['---\ntitle: T\ndescription: D\ncomponents: DataGrid\n---\n', /a\.md: "components" must be a list/],
    ['---\ntitle: T\ndescription: D\nauthor: me\n---\n', /a\.md: unknown front matter field "author"/],
    ['---\ntitle: T\ndescription: D\n---\n# Title\n', /a\.md: the body must not contain a "# " heading/],
    ['---\ntitle: T\ndescription: D\nproductId: x-tables\n---\n', /a\.md: "productId" must be one of x-data-grid/],
  ])('rejects bad input with a message naming the file (%#)', (source, message) => {
    expect(() => parseMarkdownFile(source, 'a.md')).toThrow(message);
  });

  it('allows "# " inside fenced code', () => {
    expect(() =>
      parseMarkdownFile('---\ntitle: T\ndescription: D\n---\n```bash\n# install\n```\n', 'a.md'),
    ).not.toThrow();
  });
});
