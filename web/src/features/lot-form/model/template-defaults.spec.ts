import { describe, expect, it } from 'vitest';
import { emptyLotForm } from './lot-form.values';
import { withTemplateDefaults } from './template-defaults';

describe('A new lot started from an auction template', () => {
  it("takes the template's auction type, pricing, deposit and deposit amount", () => {
    const v = withTemplateDefaults(emptyLotForm(), {
      auctiontype: 'sealed',
      pricing: 'per_item',
      deposit: 1,
      deposit_amount: 250,
    });
    expect(v).toMatchObject({
      auctiontype: 'sealed',
      pricing: 'per_item',
      deposit: true,
      deposit_amount: '250.00',
    });
  });

  it('keeps what the seller already typed in the other fields', () => {
    const typed = { ...emptyLotForm(), title: 'Yellow rough', sprice: '900' };
    const v = withTemplateDefaults(typed, {
      auctiontype: 'reverse',
      pricing: 'per_carat',
      deposit: 0,
      deposit_amount: 0,
    });
    expect(v).toMatchObject({ title: 'Yellow rough', sprice: '900', auctiontype: 'reverse' });
  });

  it('clears a deposit the template does not ask for', () => {
    const withDeposit = { ...emptyLotForm(), deposit: true, deposit_amount: '100.00' };
    const v = withTemplateDefaults(withDeposit, {
      auctiontype: 'standard',
      pricing: 'per_carat',
      deposit: 0,
      deposit_amount: 0,
    });
    expect(v).toMatchObject({ deposit: false, deposit_amount: '' });
  });
});
