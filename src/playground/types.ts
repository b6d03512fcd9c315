import type { ComponentType } from 'react';
import type { CodeSource } from './code';
import type { PlaygroundValues, SliderRange } from './values';

/**
 * What a page's `Name.playground.tsx` exports: the chart, its fixed props (the data) and the code's imports. The
 * controls themselves come from the `::playground` line and the API reference's types.
 */
export interface PlaygroundSpec extends CodeSource {
  // The chart's own props type is checked where the spec is written; the panel only spreads props into it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly component: ComponentType<any>;
  readonly props: Readonly<Record<string, unknown>>;
  /** Starting values where the documented default is not a good start. */
  readonly initial?: PlaygroundValues;
  /** Slider ranges, by control path (0 to 100 otherwise). */
  readonly ranges?: Readonly<Record<string, SliderRange>>;
}
