import type { ApiEnvelope, AuditPublicKey } from '@facet/event-schemas';
import { useQuery } from '@tanstack/react-query';
import { auditKeys } from './audit-keys';

/** The well-known route is public and outside `/api`: a plain GET, no token. */
export const AUDIT_KEY_URL = '/.well-known/facet-audit-key';

export async function fetchAuditPublicKey(signal?: AbortSignal): Promise<AuditPublicKey> {
  const res = await fetch(AUDIT_KEY_URL, { signal, headers: { Accept: 'application/json' } });
  const envelope = (await res.json().catch(() => null)) as ApiEnvelope<AuditPublicKey> | null;
  if (!res.ok || envelope?.status !== 'success') throw new Error(`${AUDIT_KEY_URL}: ${res.status}`);
  return envelope.data.responseData;
}

/** The marketplace's signing key never changes while the page is open. */
export function useAuditPublicKey() {
  return useQuery({
    queryKey: auditKeys.publicKey(),
    queryFn: ({ signal }) => fetchAuditPublicKey(signal),
    staleTime: Infinity,
  });
}
