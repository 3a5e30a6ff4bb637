import type { ErrorEnvelope, ListResponse, SuccessEnvelope } from '@facet/event-schemas';
import { successCodeOf } from './success.messages.js';

export type { ErrorEnvelope, SuccessEnvelope };

export function success<T>(
  message: string,
  responseData: T,
  responseType = 200,
): SuccessEnvelope<T> {
  const code = successCodeOf(message);
  return {
    status: 'success',
    data: { message, responseType, responseData, ...(code ? { code } : {}) },
  };
}

export function failure(
  status: number,
  code: string,
  message: string,
  details?: unknown,
  params?: ErrorEnvelope['data']['params'],
): ErrorEnvelope {
  const data: ErrorEnvelope['data'] = { message, responseType: status, code };
  if (params !== undefined && Object.keys(params).length > 0) data.params = params;
  if (details !== undefined) data.responseData = details;
  return { status: 'error', data };
}

/** A page of a list as the spec's lists answer it: the records, the total and 'Showing n of m'. */
export function listed<T>(
  message: string,
  records: T[],
  total: number = records.length,
): SuccessEnvelope<ListResponse<T>> {
  return success(message, {
    records,
    totalRecords: total,
    setDisp: `Showing ${records.length} of ${total}`,
  });
}
