import type { ErrorEnvelope, SuccessEnvelope } from '@facet/event-schemas';

export type { ErrorEnvelope, SuccessEnvelope };

export function success<T>(
  message: string,
  responseData: T,
  responseType = 200,
): SuccessEnvelope<T> {
  return { status: 'success', data: { message, responseType, responseData } };
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
