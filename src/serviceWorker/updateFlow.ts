/** The message a page sends a waiting worker, and the worker acts on. */
export const SKIP_WAITING_MESSAGE = 'skipWaiting';
export const SERVICE_WORKER_URL = '/x/sw.js';
export const SERVICE_WORKER_SCOPE = '/x/';
export const RELOAD_CHECK_MS = 100;

/** The parts of the browser the update flow uses, so tests can give fakes. */
export interface UpdateFlowEnv {
  readonly container: Pick<ServiceWorkerContainer, 'register' | 'controller'>;
  readonly hasFocus: () => boolean;
  readonly reload: () => void;
  readonly setInterval: (callback: () => void, ms: number) => unknown;
  readonly clearInterval: (handle: unknown) => void;
}

type WorkerLike = Pick<ServiceWorker, 'state' | 'postMessage' | 'addEventListener'>;

/**
 * Registers the worker and keeps the page on the newest deployment: a
 * waiting worker is told to skip waiting; once a new worker is activated
 * (and one already controlled the page, so this is an update), the page
 * reloads itself, checking every 100 ms and reloading only while the
 * document has focus.
 */
export async function registerServiceWorker(env: UpdateFlowEnv): Promise<ServiceWorkerRegistration> {
  const registration = await env.container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  let reloadScheduled = false;

  const reloadWhenFocused = () => {
    if (reloadScheduled) return;
    reloadScheduled = true;
    const handle = env.setInterval(() => {
      if (!env.hasFocus()) return;
      env.clearInterval(handle);
      env.reload();
    }, RELOAD_CHECK_MS);
  };

  const follow = (worker: WorkerLike) => {
    const onState = () => {
      if (worker.state === 'installed') worker.postMessage(SKIP_WAITING_MESSAGE);
      else if (worker.state === 'activated' && env.container.controller) reloadWhenFocused();
    };
    worker.addEventListener('statechange', onState);
    onState();
  };

  if (registration.waiting && env.container.controller) follow(registration.waiting);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) follow(registration.installing);
  });
  return registration;
}
