import type { SuccessCode } from './success-codes.js';

/**
 * The body of every successful response; the HTTP status equals `responseType`. `code` names a
 * success message the web words in its reader's language (absent on reads).
 */
export interface SuccessEnvelope<T> {
  status: 'success';
  data: { message: string; responseType: number; responseData: T; code?: SuccessCode };
}

/**
 * The body of every refused or failed request: a stable code, the server's English message and,
 * for a broken rule, the values that message was filled with (money in integer cents), so a
 * client can word the same refusal in its reader's language.
 */
export interface ErrorEnvelope {
  status: 'error';
  data: {
    message: string;
    responseType: number;
    code: string;
    params?: Readonly<Record<string, number | string>>;
    responseData?: unknown;
  };
}

export type ApiEnvelope<T> = SuccessEnvelope<T> | ErrorEnvelope;
