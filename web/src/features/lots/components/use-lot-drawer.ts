import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The open lot lives in the URL (`?lot=id`) so a detail panel can be linked and reloaded. */
export function useLotDrawer() {
  const [params, setParams] = useSearchParams();
  const open = useCallback(
    (id: string) =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.set('lot', id);
        return next;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.delete('lot');
        return next;
      }),
    [setParams],
  );
  return { lotId: params.get('lot'), open, close };
}
