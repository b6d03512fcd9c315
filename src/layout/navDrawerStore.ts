/** Open/closed state of the mobile navigation drawer, shared by its button and the drawer. */
type Listener = () => void;

let open = false;
const listeners = new Set<Listener>();

export const navDrawerStore = {
  get: (): boolean => open,
  getServer: (): boolean => false,
  set: (next: boolean): void => {
    if (next === open) return;
    open = next;
    listeners.forEach((listener) => listener());
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
