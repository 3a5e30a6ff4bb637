/**
 * What a decider throws when a rule is broken: a stable code plus the params its message needs.
 * Recognised by shape so any context's rejection class maps the same way.
 */
export interface DomainRejectionLike {
  code: string;
  params?: Record<string, unknown>;
  message: string;
}

export function isDomainRejection(err: unknown): err is DomainRejectionLike {
  if (!(err instanceof Error)) return false;
  const e = err as Error & { code?: unknown; params?: unknown; httpStatus?: unknown };
  return (
    typeof e.code === 'string' &&
    /^[a-z][a-z0-9-]*\.[a-z0-9.-]+$/.test(e.code) &&
    !e.code.startsWith('event-store.') &&
    (e.params === undefined || typeof e.params === 'object')
  );
}

export type MessageResolver = (code: string, params: Record<string, unknown>) => string | undefined;

/** 404 for "the thing you named does not exist", 403 for ownership, 422 for every broken rule. */
export function statusForCode(code: string): number {
  if (code.endsWith('.not-found')) return 404;
  if (code.endsWith('.forbidden')) return 403;
  return 422;
}
