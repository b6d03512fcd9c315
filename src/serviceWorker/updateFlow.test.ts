import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SKIP_WAITING_MESSAGE, type UpdateFlowEnv } from './updateFlow';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  findUpdate(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function setup({ controlled = true, waiting = null as FakeWorker | null } = {}) {
  const registration = new FakeRegistration();
  registration.waiting = waiting;
  const timers: { callback: () => void; cleared: boolean }[] = [];
  const state = { focused: false, reloads: 0 };
  const register = vi.fn(() => Promise.resolve(registration));
  const env = {
    container: { register, controller: controlled ? ({} as ServiceWorker) : null },
    hasFocus: () => state.focused,
    reload: () => {
      state.reloads += 1;
    },
    setInterval: (callback: () => void, ms: number) => {
      expect(ms).toBe(100);
      const timer = { callback, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearInterval: (handle: unknown) => {
      (handle as { cleared: boolean }).cleared = true;
    },
  } as unknown as UpdateFlowEnv;
  /** One 100 ms tick of every live interval. */
  const tick = () => timers.filter((timer) => !timer.cleared).forEach((timer) => timer.callback());
  return { env, registration, register, state, tick, timers };
}

describe('service worker update flow', () => {
  it('registers /x/sw.js for the /x/ scope', async () => {
    const { env, register } = setup();
    await registerServiceWorker(env);
    expect(register).toHaveBeenCalledWith('/x/sw.js', { scope: '/x/' });
  });

  it('tells an installed update to skip waiting, then reloads once activated and focused', async () => {
    const { env, registration, state, tick, timers } = setup();
    await registerServiceWorker(env);
    const update = new FakeWorker();
    registration.findUpdate(update);
    update.moveTo('installed');
    expect(update.messages).toEqual([SKIP_WAITING_MESSAGE]);
    expect(timers).toHaveLength(0);

    update.moveTo('activating');
    update.moveTo('activated');
    expect(timers).toHaveLength(1);
    // Not focused: keeps checking every 100 ms without reloading.
    tick();
    tick();
    expect(state.reloads).toBe(0);
    state.focused = true;
    tick();
    expect(state.reloads).toBe(1);
    expect(timers[0]?.cleared).toBe(true);
    tick();
    expect(state.reloads).toBe(1);
  });

  it('tells a worker already waiting at load to skip waiting', async () => {
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    const { env } = setup({ waiting });
    await registerServiceWorker(env);
    expect(waiting.messages).toEqual([SKIP_WAITING_MESSAGE]);
  });

  it('does not reload on the first install (nothing controlled the page)', async () => {
    const { env, registration, state, tick, timers } = setup({ controlled: false });
    await registerServiceWorker(env);
    const first = new FakeWorker();
    registration.findUpdate(first);
    first.moveTo('installed');
    first.moveTo('activated');
    state.focused = true;
    tick();
    expect(timers).toHaveLength(0);
    expect(state.reloads).toBe(0);
  });
});
