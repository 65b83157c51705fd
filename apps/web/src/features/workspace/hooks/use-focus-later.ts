import { useCallback, useEffect, useRef } from 'react';

/**
 * Moves focus after the next render, to the first of the given element ids that exists and is
 * enabled: after adding a node its new field, after moving one the same button (or, at the end of
 * the list where that button is disabled, its field). Keyboard users keep their place.
 */
export function useFocusLater() {
  const pending = useRef<string[] | null>(null);
  useEffect(() => {
    const ids = pending.current;
    if (!ids) return;
    pending.current = null;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  });
  return useCallback((...ids: string[]) => {
    pending.current = ids;
  }, []);
}
