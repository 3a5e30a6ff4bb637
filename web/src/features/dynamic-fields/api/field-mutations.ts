import type { DynamicFieldList, DynamicFieldRecord, RouteBody } from '@facet/event-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { ViewPage } from '@/lib/dynamic-fields';
import { fieldKeys } from './field-keys';
import type { FieldRequest } from '../model/field-form';

/** Every change refreshes both the admin's lists and the public list the forms read. */
function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: fieldKeys.all });
}

/** `dynamic/propertyColumnAction`: add or edit a field. */
export function useSaveField() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: FieldRequest) => apiCall('dynamic/propertyColumnAction', body),
    onSuccess: refresh,
  });
}

/** `dynamic/propertyColumnStatusAction`: 1 shown, 2 inactive. */
export function useChangeFieldStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RouteBody<'dynamic/propertyColumnStatusAction'>) =>
      apiCall('dynamic/propertyColumnStatusAction', body),
    onSuccess: refresh,
  });
}

/** `dynamic/propertyColumnReOrder`: shows the new order at once, back to the server's on failure. */
export function useReorderFields(viewPage: ViewPage) {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiCall(
        'dynamic/propertyColumnReOrder',
        { view_page: viewPage, ids },
        { noAlert: 'success' },
      ),
    onMutate: (ids) => {
      client.setQueryData<DynamicFieldList>(fieldKeys.admin(viewPage), (old) =>
        old ? { ...old, records: reordered(old.records, ids) } : old,
      );
    },
    onSettled: refresh,
  });
}

/** The records in the order of `ids`, each with its new position. */
export function reordered(records: DynamicFieldRecord[], ids: string[]): DynamicFieldRecord[] {
  const byId = new Map(records.map((r) => [r.id, r]));
  return ids.flatMap((id, order) => {
    const r = byId.get(id);
    return r ? [{ ...r, order }] : [];
  });
}
