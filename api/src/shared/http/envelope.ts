/** The body of every successful response; the HTTP status equals `responseType`. */
export interface SuccessEnvelope<T> {
  status: 'success';
  data: { message: string; responseType: number; responseData: T };
}

export interface ErrorEnvelope {
  status: 'error';
  data: { message: string; responseType: number; code: string; responseData?: unknown };
}

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
): ErrorEnvelope {
  const data: ErrorEnvelope['data'] = { message, responseType: status, code };
  if (details !== undefined) data.responseData = details;
  return { status: 'error', data };
}
