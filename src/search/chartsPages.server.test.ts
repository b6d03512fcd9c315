import { describeGuideSearch, type GuidePageCase } from './guideSearchSuite';

// The Charts pages (issue 19): a reader who types a page's title, or the option or hook it is about, reaches it from
// the search dialog. Results carry the navigation's titles ("Legend", "useLegend"): "Charts - Legend" finds the
// useLegend page first, so the legend page is asserted by the title a reader sees in the results.
const page = (slug: string, title: string, apiNames: readonly string[] = []): GuidePageCase => ({
  id: `/x/react-charts/${slug}/`,
  title: `Charts - ${title}`,
  apiNames,
});

const PAGES: readonly GuidePageCase[] = [
  page('examples', 'Examples'),
  page('bars', 'Bars', ['barGapRatio', 'minBarSize']),
  page('bar-demo', 'Bar chart gallery'),
  page('lines', 'Lines', ['connectNulls', 'strictStepCurve']),
  page('line-demo', 'Line chart gallery'),
  page('areas-demo', 'Area chart gallery'),
  page('pie', 'Pie', ['arcLabelMinAngle', 'paddingAngle']),
  page('pie-demo', 'Pie chart gallery'),
  page('scatter', 'Scatter', ['voronoiMaxRadius']),
  page('scatter-demo', 'Scatter chart gallery'),
  page('sparkline', 'Sparkline', ['clipAreaOffset']),
  page('gauge', 'Gauge', ['referenceArc']),
  page('radar', 'Radar', ['stripeColor']),
  page('heatmap', 'Heatmap'),
  page('funnel', 'Funnel', ['sectionLabel']),
  page('pyramid', 'Pyramid', ['funnelDirection']),
  page('sankey', 'Sankey', ['curveCorrection']),
  page('animation', 'Animation', ['createInterpolator']),
  page('axis', 'Axis', ['tickLabelInterval', 'tickMinStep']),
  page('components', 'Custom components'),
  page('composition', 'Composition', ['ChartsClipPath']),
  page('label', 'Labels'),
  { id: '/x/react-charts/legend/', title: 'Legend', apiNames: ['PiecewiseColorLegend'] },
  page('localization', 'Localization', ['ChartsLocalizationProvider']),
  page('stacking', 'Stacking', ['stackOrder']),
  page('styling', 'Styling', ['noDataOverlay']),
  page('tooltip', 'Tooltip'),
  page('highlighting', 'Highlighting', ['onHighlightedAxisChange']),
  page('zoom-and-pan', 'Zoom and pan', ['ChartZoomSlider']),
  page('export', 'Export', ['imageExportOptions']),
  page('toolbar', 'Toolbar'),
  page('data-grid-integration', 'Data Grid integration'),
  page('hooks', 'Hooks'),
  page('hooks/use-series', 'useSeries', ['useBarSeries']),
  page('hooks/use-legend', 'useLegend'),
  page('hooks/use-drawing-area', 'useDrawingArea'),
  page('hooks/use-scale', 'Scales', ['useXScale']),
  page('plugins', 'Plugins', ['useChartCartesianAxis']),
];

describeGuideSearch('search: the Charts pages', 'x-charts', PAGES);
