import type { ControlValue, PlaygroundControl } from './controls';

export type PlaygroundValues = Readonly<Record<string, ControlValue>>;

export interface SliderRange {
  readonly min: number;
  readonly max: number;
  readonly step?: number;
}

const DEFAULT_RANGE: SliderRange = { min: 0, max: 100, step: 1 };

export function sliderRange(ranges: Readonly<Record<string, SliderRange>> | undefined, path: string): SliderRange {
  return ranges?.[path] ?? DEFAULT_RANGE;
}

/** The value each control starts at: the page's choice, else the documented default, else the control's first value. */
export function initialValues(
  controls: readonly PlaygroundControl[],
  initial: PlaygroundValues = {},
  ranges?: Readonly<Record<string, SliderRange>>,
): PlaygroundValues {
  return Object.fromEntries(
    controls.map((control): [string, ControlValue] => {
      const chosen = initial[control.path];
      if (chosen !== undefined) return [control.path, chosen];
      if (control.default !== undefined) return [control.path, control.default];
      if (control.kind === 'switch') return [control.path, false];
      if (control.kind === 'select') return [control.path, control.options[0] ?? ''];
      return [control.path, sliderRange(ranges, control.path).min];
    }),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The props with the controls' values put in: `borderRadius` sets a prop, `series.innerRadius` sets the key on every
 * entry of the `series` array (or on the object the prop holds). The base props are not changed.
 */
export function applyValues(
  props: Readonly<Record<string, unknown>>,
  values: PlaygroundValues,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...props };
  for (const [path, value] of Object.entries(values)) {
    const dot = path.indexOf('.');
    if (dot === -1) {
      result[path] = value;
      continue;
    }
    const prop = path.slice(0, dot);
    const key = path.slice(dot + 1);
    const current = result[prop];
    if (Array.isArray(current)) {
      result[prop] = current.map((entry: unknown) => (isRecord(entry) ? { ...entry, [key]: value } : entry));
    } else {
      result[prop] = { ...(isRecord(current) ? current : {}), [key]: value };
    }
  }
  return result;
}

/** The values the code needs to spell out: those not at their documented default (a switch is off by default). */
export function changedValues(controls: readonly PlaygroundControl[], values: PlaygroundValues): PlaygroundValues {
  return Object.fromEntries(
    controls.flatMap((control): [string, ControlValue][] => {
      const value = values[control.path];
      const fallback = control.default ?? (control.kind === 'switch' ? false : undefined);
      return value === undefined || value === fallback ? [] : [[control.path, value]];
    }),
  );
}
