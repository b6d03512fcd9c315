import { describe, expect, it, vi } from 'vitest';
import { navDrawerStore } from './navDrawerStore';

describe('navDrawerStore', () => {
  it('notifies subscribers only on a real change, and stops after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = navDrawerStore.subscribe(listener);
    navDrawerStore.set(true);
    navDrawerStore.set(true);
    expect(navDrawerStore.get()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    navDrawerStore.set(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(navDrawerStore.getServer()).toBe(false);
  });
});
