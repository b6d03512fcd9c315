import { describe, expect, it } from 'vitest';
import { playgroundCode, printValue } from './code';
import { controlFromType, literalOptions, parseDefault, unionMembers } from './controls';
import { applyValues, changedValues, initialValues } from './values';

describe('controls from types', () => {
  it('splits a union at its top level only', () => {
    expect(unionMembers("'a' | ((x: 'b' | 'c') => void) | undefined")).toEqual(["'a'", "((x: 'b' | 'c') => void)"]);
  });

  it('reads a union of string literals, and nothing else, as options', () => {
    expect(literalOptions("'horizontal' | 'vertical'")).toEqual(['horizontal', 'vertical']);
    expect(literalOptions("'value' | ((item: BarItem) => string)")).toBeNull();
    expect(literalOptions("'only'")).toBeNull();
  });

  it('parses JSDoc defaults that are plain values', () => {
    expect(parseDefault("'vertical'")).toBe('vertical');
    expect(parseDefault('360')).toBe(360);
    expect(parseDefault('false')).toBe(false);
    expect(parseDefault('(innerRadius - outerRadius) / 2')).toBeUndefined();
  });

  it('maps boolean to a switch, literal unions to a select and numbers to a slider', () => {
    expect(controlFromType('hideLegend', 'boolean')).toEqual({ path: 'hideLegend', type: 'boolean', kind: 'switch' });
    expect(controlFromType('layout', "'horizontal' | 'vertical'", "'vertical'")).toEqual({
      path: 'layout',
      type: "'horizontal' | 'vertical'",
      kind: 'select',
      options: ['horizontal', 'vertical'],
      default: 'vertical',
    });
    expect(controlFromType('series.innerRadius', 'number | string', '0')).toMatchObject({ kind: 'slider', default: 0 });
    expect(controlFromType('series.outerRadius', 'number | string', "'100%'")).toEqual({
      path: 'series.outerRadius',
      type: 'number | string',
      kind: 'slider',
    });
  });

  it('has no control for a function, an object or a free string', () => {
    expect(controlFromType('valueFormatter', '(value: number) => string')).toBeNull();
    expect(controlFromType('grid', "Pick<ChartsGridProps, 'vertical' | 'horizontal'>")).toBeNull();
    expect(controlFromType('color', 'string')).toBeNull();
  });
});

describe('values', () => {
  const controls = [
    controlFromType('layout', "'horizontal' | 'vertical'", "'vertical'")!,
    controlFromType('hideLegend', 'boolean')!,
    controlFromType('series.paddingAngle', 'number')!,
    controlFromType('borderRadius', 'number')!,
  ];

  it('start at the page choice, then the documented default, then the first value', () => {
    expect(initialValues(controls, { borderRadius: 6 }, { 'series.paddingAngle': { min: 2, max: 10 } })).toEqual({
      layout: 'vertical',
      hideLegend: false,
      'series.paddingAngle': 2,
      borderRadius: 6,
    });
  });

  it('leave out of the code what is at its documented default', () => {
    expect(
      changedValues(controls, { layout: 'vertical', hideLegend: false, 'series.paddingAngle': 0, borderRadius: 4 }),
    ).toEqual({ 'series.paddingAngle': 0, borderRadius: 4 });
    expect(changedValues(controls, { layout: 'horizontal', hideLegend: true })).toEqual({
      layout: 'horizontal',
      hideLegend: true,
    });
  });

  it('set props, and keys of every entry of an array prop, without changing the base', () => {
    const base = { height: 300, series: [{ data: [1] }, { data: [2] }], xAxis: { scaleType: 'band' } };
    const props = applyValues(base, { layout: 'horizontal', 'series.stack': 'total', 'xAxis.reverse': true });
    expect(props).toEqual({
      height: 300,
      layout: 'horizontal',
      series: [
        { data: [1], stack: 'total' },
        { data: [2], stack: 'total' },
      ],
      xAxis: { scaleType: 'band', reverse: true },
    });
    expect(base.series[0]).toEqual({ data: [1] });
  });
});

describe('code', () => {
  const platforms = [
    { id: 0, value: 41, label: 'Web shop' },
    { id: 1, value: 33, label: 'Mobile app' },
  ];

  it('prints short values inline and long ones over several lines', () => {
    expect(printValue([1, 2, 3])).toBe('[1, 2, 3]');
    expect(printValue({ label: "It's" })).toBe("{ label: 'It\\'s' }");
    expect(printValue(platforms)).toBe(
      "[\n  { id: 0, value: 41, label: 'Web shop' },\n  { id: 1, value: 33, label: 'Mobile app' },\n]",
    );
  });

  it('prints the element with the current values and the data by its name', () => {
    const code = playgroundCode(
      {
        componentName: 'PieChart',
        imports: ["import { PieChart } from '@mui/x-charts/PieChart';", "import { platforms } from './platforms';"],
        refs: { platforms },
      },
      applyValues({ height: 260, series: [{ data: platforms }] }, { 'series.innerRadius': 40, hideLegend: true }),
    );
    expect(code).toBe(
      [
        "import { PieChart } from '@mui/x-charts/PieChart';",
        "import { platforms } from './platforms';",
        '',
        '<PieChart',
        '  height={260}',
        '  series={[{ data: platforms, innerRadius: 40 }]}',
        '  hideLegend',
        '/>',
      ].join('\n'),
    );
  });

  it('prints strings as attributes and false explicitly', () => {
    expect(
      playgroundCode({ componentName: 'BarChart', imports: [] }, { layout: 'horizontal', skipAnimation: false }),
    ).toBe('<BarChart\n  layout="horizontal"\n  skipAnimation={false}\n/>');
  });
});
