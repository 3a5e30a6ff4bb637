import type { RedirectPaymentRecord } from '@facet/event-schemas';
import { centsToDollars } from '../../shared/money/index.js';
import type { RedirectPayment } from '../domain/redirect-payment.decider.js';

export const redirectPaymentRecord = (p: RedirectPayment): RedirectPaymentRecord => ({
  payment_id: p.paymentId,
  provider: p.provider,
  purpose: p.purpose,
  subject_id: p.subjectId,
  amount: centsToDollars(p.amount),
  status: p.status,
  started_at: p.startedAt,
});
