import { describe, expect, it } from 'vitest';
import { assertSupportedColor, assertValidPalette, isSupportedColor } from './colorValidation';

describe('isSupportedColor', () => {
  it.each([
    '#fff',
    '#ffff',
    '#1a73e8',
    '#1a73e880',
    'rgb(10, 20, 30)',
    'rgba(10, 20, 30, 0.5)',
    'rgb(10 20 30 / 50%)',
    'hsl(210, 50%, 40%)',
    'hsla(210, 50%, 40%, 0.2)',
    'color(srgb 0.1 0.2 0.3)',
    'color(display-p3 0.1 0.2 0.3)',
    'color(a98-rgb 0.1 0.2 0.3)',
    'color(prophoto-rgb 0.1 0.2 0.3)',
    'color(rec-2020 0.1 0.2 0.3 / 0.5)',
  ])('accepts %s', (color) => {
    expect(isSupportedColor(color)).toBe(true);
  });

  it.each(['red', '#12', '#12345', 'rgb()', 'color(xyz 0.1 0.2 0.3)', 'oklch(0.5 0.1 200)', 'var(--x)', ''])(
    'rejects %s',
    (color) => {
      expect(isSupportedColor(color)).toBe(false);
    },
  );

  it('throws with the place and the value', () => {
    expect(() => assertSupportedColor('tomato', 'light palette primary.main')).toThrow(
      /light palette primary\.main has the unsupported colour "tomato"/,
    );
  });
});

describe('assertValidPalette', () => {
  it('accepts palette colours with a valid main', () => {
    expect(() =>
      assertValidPalette({ primary: { main: '#1a73e8', dark: 'rgb(0,0,0)' }, mode: 'light' }, 'light'),
    ).not.toThrow();
  });

  it('throws when a palette colour has no string main', () => {
    expect(() => assertValidPalette({ primary: { light: '#fff' } }, 'light')).toThrow(
      /light palette colour "primary" needs a string "main", got undefined/,
    );
    expect(() => assertValidPalette({ secondary: { main: 12 } }, 'dark')).toThrow(
      /"secondary" needs a string "main", got 12/,
    );
  });

  it('throws when a shade is in an unsupported format', () => {
    expect(() => assertValidPalette({ error: { main: 'oklch(0.6 0.2 30)' } }, 'dark')).toThrow(
      /dark palette error\.main has the unsupported colour/,
    );
  });
});
