import type { RouteBody } from '@facet/event-schemas';
import { useMutation } from '@tanstack/react-query';
import { showAlert } from '@/lib/alerts';
import { downloadFile } from '@/lib/download-file';
import { fileSafe } from '@/lib/download-json';

export type EvidenceKind = 'lot' | 'auction';

export interface EvidenceScope {
  kind: EvidenceKind;
  id: string;
}

/** `evidence-lot-<id>.json` (the server names it so too; this is the fallback). */
export const evidenceFileName = (scope: EvidenceScope): string =>
  `evidence-${scope.kind}-${fileSafe(scope.id)}.json`;

/**
 * `audit/export`: the file a court checks with `facet-verify`. The answer is the file itself
 * (no envelope), saved byte for byte as the server wrote it.
 */
export function exportEvidence(scope: EvidenceScope): Promise<string> {
  const body: RouteBody<'audit/export'> =
    scope.kind === 'lot' ? { lot_id: scope.id } : { auction_id: scope.id };
  return downloadFile('audit/export', body, evidenceFileName(scope));
}

export function useExportEvidence() {
  return useMutation({
    mutationFn: exportEvidence,
    onError: (e) => showAlert(e.message, 'error'),
  });
}
