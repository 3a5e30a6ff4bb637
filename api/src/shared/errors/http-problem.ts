import type { ErrorCode } from '@facet/event-schemas';

/** An error the edge answers with a given status, stable code and the user-facing message. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpProblem';
  }
}

export const badRequest = (
  message: string,
  code: ErrorCode = 'request.invalid',
  details?: unknown,
): HttpProblem => new HttpProblem(400, code, message, details);
export const unauthorized = (
  message = 'Unauthorized',
  code: ErrorCode = 'auth.unauthorized',
): HttpProblem => new HttpProblem(401, code, message);
export const forbidden = (message = 'Forbidden', code: ErrorCode = 'auth.forbidden'): HttpProblem =>
  new HttpProblem(403, code, message);
export const notFound = (message: string, code: ErrorCode = 'not-found'): HttpProblem =>
  new HttpProblem(404, code, message);
export const conflict = (message: string, code: ErrorCode = 'conflict'): HttpProblem =>
  new HttpProblem(409, code, message);
export const rejected = (message: string, code: ErrorCode): HttpProblem =>
  new HttpProblem(422, code, message);
export const tooManyRequests = (
  message = 'Too many requests',
  code: ErrorCode = 'rate-limited',
): HttpProblem => new HttpProblem(429, code, message);
