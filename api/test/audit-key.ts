import type { AuditPublicKey } from '@facet/event-schemas';
import type { Harness } from './http-harness.js';

/** The audit public key as anyone fetches it, at /.well-known/facet-audit-key (outside /api). */
export async function auditKey(h: Harness): Promise<AuditPublicKey> {
  const res = await fetch(`${h.baseUrl}/.well-known/facet-audit-key`);
  return ((await res.json()) as { data: { responseData: AuditPublicKey } }).data.responseData;
}
