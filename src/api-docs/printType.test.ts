import { describe, expect, it } from 'vitest';
import { printType, typeIdentifiers, unionMembers } from './printType';

describe('printType', () => {
  it('puts a declared type on one line without import qualifiers', () => {
    expect(printType('{\n  a: import("./x").Foo;\n  b?: number;\n}')).toBe('{a: Foo; b?: number;}');
    expect(printType('| "a"\n  | "b";')).toBe('"a" | "b"');
  });
});

describe('unionMembers', () => {
  it('splits only the top-level union', () => {
    expect(unionMembers("'a' | Array<'b' | 'c'> | ((x: A | B) => void) | { k: 1 | 2 }")).toEqual([
      "'a'",
      "Array<'b' | 'c'>",
      '((x: A | B) => void)',
      '{ k: 1 | 2 }',
    ]);
  });

  it('keeps arrows and quoted pipes inside a member', () => {
    expect(unionMembers("(a: string) => void | 'x|y'")).toEqual(['(a: string) => void', "'x|y'"]);
  });
});

describe('typeIdentifiers', () => {
  it('lists the capitalised names outside string literals, once each', () => {
    expect(typeIdentifiers("(params: GridRowParams<R>, 'Foo') => GridRowParams | GridColDef")).toEqual([
      'GridRowParams',
      'R',
      'GridColDef',
    ]);
  });
});
