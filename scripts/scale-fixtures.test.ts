import { describe, expect, it } from 'vitest';
import { demoHeight, linkedSections, pageSource } from './scale-fixtures';

describe('linkedSections', () => {
  const apiText =
    'Read more in [line interpolation](https://mui.com/x/react-charts/lines/#interpolation) and ' +
    '[stacking](/x/react-charts/lines#stacking-order); not [other](/x/react-charts/lines-demo/#curves).';

  it('gives a tree page (no trailing slash) a heading for each fragment other pages link to', () => {
    expect(linkedSections('/x/react-charts/lines', apiText)).toEqual([
      '## interpolation\n\nA section the API reference links to.\n',
      '## stacking order\n\nA section the API reference links to.\n',
    ]);
  });

  it('ignores links to pages whose path only starts the same way', () => {
    expect(linkedSections('/x/react-charts/line', apiText)).toEqual([]);
  });
});

describe('pageSource', () => {
  it('reserves the height a generated demo of the product needs', () => {
    expect(demoHeight('/x/react-date-pickers/date-field')).toBe(360);
    expect(demoHeight('/x/react-charts/lines')).toBe(300);
    expect(pageSource('Lines', ['Generated1'], [], 360)).toContain('::demo{name="Generated1" height="360"}');
  });
});
