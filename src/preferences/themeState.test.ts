import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_STATE, parseDirection, parseMode, resolveMode, themeReducer } from './themeState';

describe('themeReducer', () => {
  const state = DEFAULT_THEME_STATE;

  it('sets and resets density', () => {
    const dense = themeReducer(state, { type: 'SET_DENSE', payload: true });
    expect(dense).toEqual({ ...state, dense: true });
    expect(themeReducer(dense, { type: 'RESET_DENSITY' })).toEqual({ ...state, dense: false });
  });

  it('changes palette mode and direction together or alone', () => {
    expect(themeReducer(state, { type: 'CHANGE', payload: { paletteMode: 'dark' } })).toEqual({
      ...state,
      mode: 'dark',
    });
    expect(themeReducer(state, { type: 'CHANGE', payload: { direction: 'rtl' } })).toEqual({
      ...state,
      direction: 'rtl',
    });
    expect(themeReducer(state, { type: 'CHANGE', payload: { paletteMode: 'light', direction: 'rtl' } })).toEqual({
      ...state,
      mode: 'light',
      direction: 'rtl',
    });
  });

  it('returns the very same state for a change to the same values (no re-render)', () => {
    expect(themeReducer(state, { type: 'CHANGE', payload: { paletteMode: 'system', direction: 'ltr' } })).toBe(state);
    expect(themeReducer(state, { type: 'CHANGE', payload: {} })).toBe(state);
    expect(themeReducer(state, { type: 'SET_DENSE', payload: false })).toBe(state);
    expect(themeReducer(state, { type: 'RESET_DENSITY' })).toBe(state);
  });
});

describe('parseMode', () => {
  it('accepts light, dark and system', () => {
    expect(parseMode('light')).toBe('light');
    expect(parseMode('dark')).toBe('dark');
    expect(parseMode('system')).toBe('system');
  });
  it.each([null, undefined, '', 'DARK', 'blue', '"dark"', 'dark '])('reads %j as system', (value) => {
    expect(parseMode(value)).toBe('system');
  });
});

describe('parseDirection and resolveMode', () => {
  it('reads anything but rtl as ltr', () => {
    expect(parseDirection('rtl')).toBe('rtl');
    expect(parseDirection('RTL')).toBe('ltr');
    expect(parseDirection(null)).toBe('ltr');
  });
  it('resolves system from the OS preference', () => {
    expect(resolveMode('system', true)).toBe('dark');
    expect(resolveMode('system', false)).toBe('light');
    expect(resolveMode('light', true)).toBe('light');
    expect(resolveMode('dark', false)).toBe('dark');
  });
});
