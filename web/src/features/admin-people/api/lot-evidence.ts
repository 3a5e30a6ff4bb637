import type { RouteBody } from '@facet/event-schemas';
import { useMutation } from '@tanstack/react-query';
import { showAlert } from '@/lib/alerts';
import { downloadFile } from '@/lib/download-file';
import { fileSafe } from '@/lib/download-json';

/** `audit/export {lot_id}`: the lot's evidence file, saved as the server wrote it (issue 18). */
export function useLotEvidence() {
  return useMutation({
    mutationFn: (lotId: string) => {
      const body: RouteBody<'audit/export'> = { lot_id: lotId };
      return downloadFile('audit/export', body, `evidence-lot-${fileSafe(lotId)}.json`);
    },
    onError: (e) => showAlert(e.message, 'error'),
  });
}
