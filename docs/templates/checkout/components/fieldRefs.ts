import * as React from 'react';

/** Anything the form can move the focus to: an input, a select, the date field. */
export interface Focusable {
  focus: () => void;
}

/** Gives each field a callback ref, so the step can focus its first invalid field. */
export type RegisterField<Field extends string> = (field: Field) => (element: Focusable | null) => void;

/**
 * Keeps one focusable handle per field. `register(field)` returns the same callback ref on every
 * render, and `focusFirst(fields)` focuses the first of the given fields that has a handle.
 */
export function useFieldRefs<Field extends string>() {
  const elements = React.useRef(new Map<Field, Focusable>());
  const callbacks = React.useRef(new Map<Field, (element: Focusable | null) => void>());

  const register = React.useCallback<RegisterField<Field>>((field) => {
    let callback = callbacks.current.get(field);
    if (!callback) {
      callback = (element) => {
        if (element) {
          elements.current.set(field, element);
        } else {
          elements.current.delete(field);
        }
      };
      callbacks.current.set(field, callback);
    }
    return callback;
  }, []);

  const focusFirst = React.useCallback((fields: Field[]) => {
    const first = fields.find((field) => elements.current.has(field));
    if (first) {
      elements.current.get(first)?.focus();
    }
  }, []);

  return { register, focusFirst };
}
