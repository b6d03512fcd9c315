import { describe, expect, it } from 'vitest';
import { joinPath } from '../demos/imports';
import { collectTemplateFiles, relativeToFolder } from './sources';

const tree: Record<string, string> = {
  'shop/Shop.tsx': "import AppTheme from '../shared-theme/AppTheme';\nimport Cart from './components/Cart';\n",
  'shop/components/Cart.tsx': "import { items } from '../data';\nimport { money } from './format.ts';\n",
  'shop/components/format.ts': 'export const money = 1;\n',
  'shop/data/index.ts': "import type { Item } from './types';\nexport const items: Item[] = [];\n",
  'shop/data/types.ts': 'export interface Item { id: number }\n',
  'shop/unused.ts': 'export {};\n',
  'shared-theme/AppTheme.tsx': "import { brand } from './themePrimitives';\n",
  'shared-theme/themePrimitives.ts': 'export const brand = {};\n',
};
const read = (path: string) => tree[path];

describe('collectTemplateFiles', () => {
  it('follows relative imports transitively: entry first, then its folder, then the shared theme', () => {
    expect(collectTemplateFiles('shop/Shop.tsx', read).map((file) => file.path)).toEqual([
      'shop/Shop.tsx',
      'shop/components/Cart.tsx',
      'shop/components/format.ts',
      'shop/data/index.ts',
      'shop/data/types.ts',
      'shared-theme/AppTheme.tsx',
      'shared-theme/themePrimitives.ts',
    ]);
  });

  it('names the file whose import resolves to nothing', () => {
    const broken: Record<string, string> = { ...tree, 'shop/Shop.tsx': "import x from './missing';\n" };
    expect(() => collectTemplateFiles('shop/Shop.tsx', (path) => broken[path])).toThrow(
      'docs/templates/shop/Shop.tsx: cannot resolve "./missing"',
    );
  });

  it('refuses an import that leaves the templates folder', () => {
    const escaping: Record<string, string> = { ...tree, 'shop/Shop.tsx': "import x from '../../src/secret';\n" };
    expect(() => collectTemplateFiles('shop/Shop.tsx', (path) => escaping[path])).toThrow(/cannot resolve/);
  });
});

describe('paths', () => {
  it('joins and relativises', () => {
    expect(joinPath('shop/components', '../data')).toBe('shop/data');
    expect(joinPath('shop', '../../x')).toBeNull();
    expect(relativeToFolder('shop', 'shop/data/index.ts')).toBe('./data/index.ts');
    expect(relativeToFolder('shop', 'shared-theme/AppTheme.tsx')).toBe('../shared-theme/AppTheme.tsx');
  });
});
