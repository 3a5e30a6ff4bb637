import { useCallback, useState } from 'react';

/**
 * One command id per intent: kept while the seller retries the same action (a double click or
 * a lost answer sends it again and the server acts once), renewed once it succeeded.
 */
export function useIntentId(prefix: string): [string, () => void] {
  const fresh = useCallback(() => `${prefix}-${crypto.randomUUID()}`, [prefix]);
  const [id, setId] = useState(fresh);
  return [id, useCallback(() => setId(fresh()), [fresh])];
}
