/** The body of every successful response; the HTTP status equals `responseType`. */
export interface SuccessEnvelope<T> {
  status: 'success';
  data: { message: string; responseType: number; responseData: T };
}

/** The body of every refused or failed request: a stable code and the server's message. */
export interface ErrorEnvelope {
  status: 'error';
  data: { message: string; responseType: number; code: string; responseData?: unknown };
}

export type ApiEnvelope<T> = SuccessEnvelope<T> | ErrorEnvelope;
