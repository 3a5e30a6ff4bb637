import type { RoughCategoryId, SellerLotRecord } from '@facet/event-schemas';

/** The rough category's id, typed by the server's own constant so the two cannot drift. */
export const ROUGH_CATEGORY: RoughCategoryId = 'rough';

/** A rough lot carries Kimberley Process papers; polished and jewellery lots are exempt. */
export const isRoughLot = (v: { categoryTypeId: string }): boolean =>
  v.categoryTypeId === ROUGH_CATEGORY;

/** The form's three Kimberley Process fields, as typed: certificate, ISO country, authority. */
export interface KimberleyProcessValues {
  kp_certificate: string;
  kp_origin_country: string;
  kp_exporting_authority: string;
}

/** A saved lot's papers as the form edits them ('' for none). */
export const kimberleyProcessOf = (r: SellerLotRecord): KimberleyProcessValues => ({
  kp_certificate: r.kimberley_process?.certificate ?? '',
  kp_origin_country: r.kimberley_process?.origin_country ?? '',
  kp_exporting_authority: r.kimberley_process?.exporting_authority ?? '',
});

/**
 * What the save sends: a rough lot's papers as typed (blank ones left out); none for another
 * category, so a lot moved out of rough keeps no papers.
 */
export function kimberleyProcessRequest(
  v: KimberleyProcessValues & { categoryTypeId: string },
): Partial<KimberleyProcessValues> {
  if (!isRoughLot(v)) return {};
  const sent: Partial<KimberleyProcessValues> = {};
  for (const key of ['kp_certificate', 'kp_origin_country', 'kp_exporting_authority'] as const) {
    const value = v[key].trim();
    if (value) sent[key] = value;
  }
  return sent;
}
