import { describe, expect, it } from 'vitest';
import { demoHash, parseDemoHash } from './hash';
import { extractPreview } from './preview';
import { nextToolbarIndex } from './rovingFocus';
import { stylingDemoId } from './stylings';

describe('parseDemoHash', () => {
  it('reads the demo and the variant', () => {
    expect(parseDemoHash('#BasicGrid.js')).toEqual({ name: 'BasicGrid', variant: 'JS' });
    expect(parseDemoHash('#BasicGrid.tsx')).toEqual({ name: 'BasicGrid', variant: 'TS' });
  });
  it('reads a styling prefix', () => {
    expect(parseDemoHash('#tailwind-Card.tsx')).toEqual({ name: 'Card', variant: 'TS', styling: 'Tailwind' });
    expect(parseDemoHash('#css-Card.js')).toEqual({ name: 'Card', variant: 'JS', styling: 'CSS' });
    expect(parseDemoHash('system-Card.js')).toEqual({ name: 'Card', variant: 'JS', styling: 'MUI System' });
  });
  it('ignores section anchors and other files', () => {
    expect(parseDemoHash('#sorting')).toBeNull();
    expect(parseDemoHash('#Grid.ts')).toBeNull();
    expect(parseDemoHash('#../Grid.js')).toBeNull();
    expect(parseDemoHash('')).toBeNull();
  });
  it('round-trips with demoHash', () => {
    expect(parseDemoHash(demoHash('Card', 'JS'))).toEqual({ name: 'Card', variant: 'JS' });
  });
});

describe('extractPreview', () => {
  it('returns the marked lines dedented and the source without markers', () => {
    const source = [
      'export default function Demo() {',
      '  return (',
      '    <Box>',
      '      {/* preview-start */}',
      '      <DataGrid',
      '        rows={rows}',
      '      />',
      '      {/* preview-end */}',
      '    </Box>',
      '  );',
      '}',
    ].join('\n');
    const result = extractPreview(source);
    expect(result.preview).toBe('<DataGrid\n  rows={rows}\n/>');
    expect(result.code).not.toContain('preview-');
    expect(result.code.split('\n')).toHaveLength(9);
  });
  it('supports line comments and gives no preview without markers', () => {
    expect(extractPreview('a\n// preview-start\nconst x = 1;\n// preview-end\nb').preview).toBe('const x = 1;');
    expect(extractPreview('const x = 1;')).toEqual({ code: 'const x = 1;' });
  });
});

describe('nextToolbarIndex', () => {
  it('moves with the arrows, wrapping, and jumps with Home and End', () => {
    expect(nextToolbarIndex(0, 'ArrowRight', 4, 'ltr')).toBe(1);
    expect(nextToolbarIndex(3, 'ArrowRight', 4, 'ltr')).toBe(0);
    expect(nextToolbarIndex(0, 'ArrowLeft', 4, 'ltr')).toBe(3);
    expect(nextToolbarIndex(2, 'Home', 4, 'ltr')).toBe(0);
    expect(nextToolbarIndex(0, 'End', 4, 'ltr')).toBe(3);
    expect(nextToolbarIndex(0, 'Tab', 4, 'ltr')).toBeNull();
  });
  it('mirrors the arrows in right-to-left', () => {
    expect(nextToolbarIndex(0, 'ArrowLeft', 4, 'rtl')).toBe(1);
    expect(nextToolbarIndex(0, 'ArrowRight', 4, 'rtl')).toBe(3);
  });
});

describe('stylingDemoId', () => {
  it('picks the preferred styling when the demo has it, else MUI System', () => {
    expect(stylingDemoId('charts/overview/KpiCard', ['MUI System', 'Tailwind', 'CSS'], 'Tailwind')).toEqual({
      id: 'charts/overview/KpiCard.tailwind',
      styling: 'Tailwind',
    });
    expect(stylingDemoId('charts/overview/KpiCard', ['MUI System', 'CSS'], 'CSS').id).toBe(
      'charts/overview/KpiCard.css',
    );
    expect(stylingDemoId('data-grid/overview/Orders', ['MUI System'], 'Tailwind')).toEqual({
      id: 'data-grid/overview/Orders',
      styling: 'MUI System',
    });
  });
});
