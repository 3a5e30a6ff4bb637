import type { Actor } from '../../shared/auth/actor.js';
import { forbidden } from '../../shared/errors/http-problem.js';

/** Whose account a call reads or changes: the seller's own; an admin may name one (`seller_id`). */
export function accountOf(named: string | undefined, actor: Actor): string {
  if (!named || named === actor.id) return actor.id;
  if (actor.role !== 'admin') throw forbidden('You are not allowed to do this', 'auth.forbidden');
  return named;
}
