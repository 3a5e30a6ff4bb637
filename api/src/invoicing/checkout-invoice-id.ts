import { createHash } from 'node:crypto';

/**
 * The invoice a checkout raises, named by the buyer and the client's command id: a retry of the
 * same checkout (after a timeout, a crash, a reload of /checkout/:type/:cart_id) names the same
 * invoice, and two buyers' ids cannot collide.
 */
export function checkoutInvoiceId(userId: string, commandId: string): string {
  const digest = createHash('sha256').update(`${userId}\u0000${commandId}`).digest('hex');
  return `co-${digest.slice(0, 32)}`;
}
