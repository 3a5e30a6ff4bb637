import { useCallback, useState } from 'react';

/**
 * One command id per intent: a form keeps it while it is open, so a double click or a retry
 * sends the same id and the server records the movement once; `renew` after it succeeded.
 */
export function useCommandId(): [string, () => void] {
  const [id, setId] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setId(crypto.randomUUID()), []);
  return [id, renew];
}
