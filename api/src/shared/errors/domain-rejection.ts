import type { RejectionCode } from '@facet/event-schemas';

/** The message for a rejection code with its params (cents); one table covers every code. */
export type MessageResolver = (
  code: RejectionCode,
  params: Readonly<Record<string, number | string>>,
) => string;

/** 404 for "the thing you named does not exist", 403 for ownership, 422 for every broken rule. */
export function statusForCode(code: string): number {
  if (code.endsWith('.not-found')) return 404;
  if (code.endsWith('.forbidden')) return 403;
  return 422;
}
