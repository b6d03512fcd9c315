import { describe, expect, it } from 'vitest';
import { resolvePlaygroundControls } from './resolveControls.server';

describe('playground controls from the API reference', () => {
  it('derives each control from the type and default its API page documents', () => {
    const controls = resolvePlaygroundControls(
      'charts',
      {
        api: 'bar-chart',
        series: 'bar-series',
        controls: ['layout', 'borderRadius', 'hideLegend', 'xAxis.tickPlacement'],
      },
      'bars.md',
    );
    expect(controls).toEqual([
      // BarChart documents `layout` as BarSeriesType['layout']: the type is read from the series' page.
      {
        path: 'layout',
        type: "'horizontal' | 'vertical'",
        kind: 'select',
        options: ['horizontal', 'vertical'],
        default: 'vertical',
      },
      { path: 'borderRadius', type: 'number', kind: 'slider' },
      { path: 'hideLegend', type: 'boolean', kind: 'switch' },
      {
        path: 'xAxis.tickPlacement',
        type: "'start' | 'end' | 'middle' | 'extremities'",
        kind: 'select',
        options: ['start', 'end', 'middle', 'extremities'],
        default: 'extremities',
      },
    ]);
  });

  it('reads series options from the series page', () => {
    const [control] = resolvePlaygroundControls(
      'charts',
      { api: 'pie-chart', series: 'pie-series', controls: ['series.paddingAngle'] },
      'pie.md',
    );
    expect(control).toEqual({ path: 'series.paddingAngle', type: 'number', kind: 'slider', default: 0 });
  });

  it('fails naming the file for an unknown member or a type without a control', () => {
    expect(() =>
      resolvePlaygroundControls('charts', { api: 'bar-chart', controls: ['barThickness'] }, 'bars.md'),
    ).toThrow('bars.md: the playground control "barThickness" names no documented prop or option.');
    expect(() => resolvePlaygroundControls('charts', { api: 'bar-chart', controls: ['grid'] }, 'bars.md')).toThrow(
      /bars\.md: the playground control "grid" has the type .* which no control fits/,
    );
  });
});
