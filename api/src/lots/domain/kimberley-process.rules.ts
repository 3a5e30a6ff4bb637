import { type LotDetails, ROUGH_CATEGORY_ID } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';

/** A lot filed under rough (polished and jewellery lots are in other categories). */
export const isRough = (d: Pick<LotDetails, 'categoryTypeId'>): boolean =>
  d.categoryTypeId === ROUGH_CATEGORY_ID;

/**
 * KP-1 (issue 30): rough crosses borders only under the Kimberley Process, so a rough lot opens
 * only with its KP certificate number, country of origin and exporting authority. Polished and
 * jewellery lots are exempt. Checked at opening, not at saving: a seller may list a lot while the
 * papers are on their way.
 */
export function assertKimberleyProcess(d: LotDetails): void {
  if (!isRough(d)) return;
  const kp = d.kimberley_process;
  if (!kp?.certificate || !kp.origin_country || !kp.exporting_authority)
    reject('lot.kimberley-process-required');
}

/** What an invoice line of this lot carries: the KP certificate number of a rough lot. */
export const invoicedCertificate = (d: LotDetails): { kpCertificate?: string } =>
  isRough(d) && d.kimberley_process?.certificate
    ? { kpCertificate: d.kimberley_process.certificate }
    : {};
