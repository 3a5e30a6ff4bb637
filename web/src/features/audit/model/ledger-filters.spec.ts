import { describe, expect, it } from 'vitest';
import { ledgerQuery, NO_LEDGER_FILTERS } from './ledger-filters';

describe("The auditor's ledger filters (issue 25)", () => {
  it('asks for every entry when no filter is set', () => {
    expect(ledgerQuery(NO_LEDGER_FILTERS, 1, 20)).toEqual({ page: 1, limit: 20 });
  });

  it('sends the filters set, trimmed', () => {
    expect(
      ledgerQuery({ buyer: ' u-1 ', owner: 'house', reason: 'invoice-payment' }, 3, 20),
    ).toEqual({ page: 3, limit: 20, buyer_id: 'u-1', owner: 'house', reason: 'invoice-payment' });
  });
});
