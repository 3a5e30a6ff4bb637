import { emptyLotForm, type LotFormValues } from './lot-form.values';

/** The lot form filled in, complete for a per-carat rough stone: what a spec changes, it names. */
export const aCompleteLotForm = (extra: Partial<LotFormValues> = {}): LotFormValues => ({
  ...emptyLotForm(),
  title: 'Rough 4.07 ct',
  sprice: '1250.50',
  weight: '4.07',
  date_added: '2026-05-01T10:00',
  date_closed: '2026-05-08T10:00',
  ...extra,
});
