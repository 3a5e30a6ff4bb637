import type { LotSavedAnswer } from '@facet/event-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { toSaveLotRequest } from '../model/lot-form.request';
import { lotFormKeys } from './lot-form-keys';

/** `seller/product/projectAction`: saves the lot; the server's rejection is thrown as ApiError. */
export function useSaveLot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnType<typeof toSaveLotRequest>) =>
      apiCall<LotSavedAnswer>('seller/product/projectAction', body, { alert: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: lotFormKeys.sellerRoot }),
  });
}
