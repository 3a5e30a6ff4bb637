import type { RouteBody } from '@facet/event-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { viewingKeys } from './viewing-keys';

export function useMyAppointments() {
  return useQuery({
    queryKey: viewingKeys.mine(),
    queryFn: ({ signal }) => apiCall('appointment/getAppointments', {}, { signal, noAlert: true }),
    select: (d) => d.records,
  });
}

export function useInvoiceAppointment(invoiceId: string) {
  return useQuery({
    queryKey: viewingKeys.forInvoice(invoiceId),
    queryFn: ({ signal }) =>
      apiCall(
        'appointment/getAppointmentForInvoice',
        { invoice_id: invoiceId },
        { signal, noAlert: true },
      ),
  });
}

/** Book, reschedule or cancel; every viewing list is read again after. */
export function useUpdateAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<'appointment/update'>) =>
      apiCall('appointment/update', { commandId: crypto.randomUUID(), ...body }),
    onSettled: () => client.invalidateQueries({ queryKey: viewingKeys.all }),
  });
}
