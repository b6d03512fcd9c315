import type { SankeyLink } from '@mui/x-charts-pro/SankeyChart';

// A week of visits to a documentation site: where readers came from,
// which section they opened first, and what they did next.
export const trafficLinks: SankeyLink[] = [
  { source: 'Search engine', target: 'Guides', value: 5200 },
  { source: 'Search engine', target: 'API reference', value: 3100 },
  { source: 'Search engine', target: 'Blog', value: 900 },
  { source: 'Newsletter', target: 'Blog', value: 1400 },
  { source: 'Newsletter', target: 'Guides', value: 500 },
  { source: 'Social media', target: 'Blog', value: 1100 },
  { source: 'Social media', target: 'Guides', value: 300 },
  { source: 'Direct', target: 'API reference', value: 2200 },
  { source: 'Direct', target: 'Guides', value: 800 },
  { source: 'Guides', target: 'Installed the package', value: 2100 },
  { source: 'Guides', target: 'Left', value: 3400 },
  { source: 'Guides', target: 'API reference', value: 1300 },
  { source: 'API reference', target: 'Left', value: 4300 },
  { source: 'API reference', target: 'Installed the package', value: 2300 },
  { source: 'Blog', target: 'Guides', value: 600 },
  { source: 'Blog', target: 'Left', value: 2800 },
];
