import { DIRECTION_KEY } from '../preferences/storageKeys';
import { parseDirection, type Direction } from '../preferences/themeState';

const listeners = new Set<() => void>();
/** The choice, when storage refuses it. */
let memory: Direction | null = null;

/** The reader's stored direction (the docs' own preference); left to right when storage is unavailable. */
export function readDirection(): Direction {
  try {
    return parseDirection(window.localStorage.getItem(DIRECTION_KEY));
  } catch {
    return 'ltr';
  }
}

/** Stores a direction, applies it to the document and tells the subscribers (and, by the storage event, other documents). */
export function writeDirection(direction: Direction): void {
  try {
    window.localStorage.setItem(DIRECTION_KEY, direction);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
    memory = direction;
  }
  applyDirection(direction);
  listeners.forEach((listener) => listener());
}

function applyDirection(direction: Direction): void {
  document.documentElement.dir = direction;
  document.body.dir = direction;
}

export function directionSnapshot(): Direction {
  return memory ?? readDirection();
}

export function subscribeDirection(listener: () => void): () => void {
  listeners.add(listener);
  // Another document changed it (the template's frame follows its bar's choice).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== DIRECTION_KEY) return;
    applyDirection(readDirection());
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
