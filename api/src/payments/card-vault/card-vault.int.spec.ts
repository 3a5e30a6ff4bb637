import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@facet/event-store';
import { type Harness, signUp, startHarness } from '../../../test/http-harness.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';

const PAN = '4242424242424242';
const card = {
  card_token: 'tok_visa_e2e',
  card_brand: 'Visa',
  last_four: '4242',
  exp_month: 12,
  exp_year: 2030,
  card_holder: 'Vera Vault',
};

/** Issue 25: the card vault over HTTP: tokens only, durably on the user's stream. */
describe('Saved cards (the card vault), over HTTP', () => {
  let h: Harness;
  let vera: { token: string };
  let other: { token: string };
  const allEvents = async () => h.app.get<symbol, EventStore>(EVENT_STORE).readAll();

  beforeAll(async () => {
    h = await startHarness();
    vera = await signUp(h, 'Vera', 'vera@vault.test');
    other = await signUp(h, 'Otto', 'otto@vault.test');
  });
  afterAll(async () => h?.close());

  it.each([
    ['card_number', { ...card, card_number: PAN }],
    ['cvv', { ...card, cvv: '123' }],
    ['card_token', { ...card, card_token: PAN }],
    ['card_holder', { ...card, card_holder: `Vera ${PAN}` }],
  ])('refuses a card sent with its %s (400) and keeps nothing of it', async (_f, body) => {
    const r = await h.post('user/addSkyflowCredit', body, vera.token);
    expect([r.status, r.body.data.code]).toEqual([400, 'card.number-refused']);
    expect(JSON.stringify(r.body)).not.toContain(PAN);
    const stored = JSON.stringify(await allEvents());
    expect(stored).not.toContain(PAN);
    expect(stored).not.toContain('SavedCardAdded');
  });

  it('saves a tokenised card as its token, brand, expiry and last four, the first the default', async () => {
    const r = await h.post('user/addSkyflowCredit', card, vera.token);
    expect(r.status).toBe(200);
    expect(r.body.data.responseData.records).toEqual([
      {
        card_id: r.body.data.responseData.card_id,
        token: 'tok_visa_e2e',
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2030,
        card_holder: 'Vera Vault',
        is_default: true,
      },
    ]);
    const viaGet = await fetch(`${h.baseUrl}/api/user/getSkyflowCredit`, {
      headers: { authorization: `Bearer ${vera.token}` },
    });
    expect(((await viaGet.json()) as any).data.responseData.records).toHaveLength(1);
  });

  it("adds, renews, makes default and deletes through the card service's calls too", async () => {
    const amex = { ...card, card_token: 'tok_amex', card_brand: 'amex', last_four: '0005' };
    const added = await h.post('skyflow/createPaymentMethod', amex, vera.token);
    const amexId = added.body.data.responseData.card_id as string;
    await h.post('user/defaultSkyflowCard', { card_id: amexId }, vera.token);
    const renewed = await h.post(
      'skyflow/updatePaymentMethod',
      { card_id: amexId, exp_year: 2033 },
      vera.token,
    );
    expect(renewed.body.data.responseData).toMatchObject({
      default_card_id: amexId,
      records: [{ card_id: amexId, exp_year: 2033, is_default: true }, { brand: 'visa' }],
    });
    const removed = await h.post('skyflow/deletePaymentMethod', { card_id: amexId }, vera.token);
    expect(removed.body.data.responseData.records).toMatchObject([
      { brand: 'visa', is_default: true },
    ]);
  });

  it("never shows or changes another user's cards", async () => {
    const mine = await h.post('user/getSkyflowCredit', {}, vera.token);
    const cardId = mine.body.data.responseData.records[0].card_id as string;
    expect(
      (await h.post('user/getSkyflowCredit', {}, other.token)).body.data.responseData.records,
    ).toEqual([]);
    const r = await h.post('user/defaultSkyflowCard', { card_id: cardId }, other.token);
    expect(r.body.data.code).toBe('card.not-found');
  });
});
