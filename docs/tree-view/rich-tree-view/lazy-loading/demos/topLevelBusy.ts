import * as React from 'react';

/**
 * Until the top level arrives, the tree is an empty `role="tree"`, which assistive technology cannot make sense of.
 * `track` wraps the top-level request and `busy` stays `true` until it settles: pass it to the tree as `aria-busy`.
 */
export function useTopLevelBusy() {
  const [busy, setBusy] = React.useState(true);
  const track = React.useCallback(<T>(parentId: string | undefined, answer: Promise<T>): Promise<T> => {
    if (parentId === undefined) {
      answer.then(
        () => setBusy(false),
        () => setBusy(false),
      );
    }
    return answer;
  }, []);
  return { busy, track };
}
