import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { CLOCK } from '../../shared/clock/clock.js';
import { newSeller, SELLER_PASSWORD } from '../../../test/backoffice-fixtures.js';
import { storedEvents } from '../../../test/commerce-fixtures.js';
import {
  ADMIN,
  type Harness,
  responseData,
  startHarness,
  waitFor,
} from '../../../test/http-harness.js';
import { SubscriptionRenewer } from '../renew-seller-plan/subscription-renewer.js';
import { SellerAccountCommandBus } from '../seller-account/seller-account-bus/seller-account-command-bus.js';
import { PlanBilling } from './plan-billing.service.js';

const DAY = 24 * 60 * 60_000;

/** Issue 26: `/seller/subscription` charges the plan it grants (SUB-1..5). */
describe('A seller changes plan and is charged for it', () => {
  let h: Harness;
  let admin: string;
  let seller: { token: string; id: string };
  let other: { token: string; id: string };

  const charges = async () =>
    (await storedEvents(h, 'LedgerEntryRecorded')).filter(
      (e) => e.data.reason === 'subscription-charge',
    );
  const subscription = async (token = seller.token) =>
    responseData(await h.post('seller/subscription/getSubscription', {}, token));
  // A fresh login each time: the renewal's clock moves past a session's life.
  const balanced = async () => {
    admin = responseData(await h.post('user/login', ADMIN)).token as string;
    return responseData(await h.post('admin/ledger/trialBalance', {}, admin)).balanced as boolean;
  };

  beforeAll(async () => {
    h = await startHarness();
    admin = responseData(await h.post('user/login', ADMIN)).token as string;
    seller = await newSeller(h, 'plan@sub.test');
    other = await newSeller(h, 'other@sub.test');
  });

  afterAll(async () => {
    await h?.close();
  });

  it('leaves the old plan and says why when the card is declined', async () => {
    const r = await h.post(
      'seller/subscription/changePlan',
      { plan: 'professional', payment_method: 'pm_card_chargeDeclined', commandId: 'up-0' },
      seller.token,
    );
    expect([r.status, r.body.data.code]).toEqual([422, 'subscription.charge-declined']);
    expect(r.body.data.message).toBe('The plan was not changed: Your card was declined.');
    expect(await charges()).toHaveLength(0);
    expect((await subscription()).plan.id).toBe('starter');
  });

  it('charges $99 once for professional, retried or not, the ledger balanced', async () => {
    const up = () =>
      h.post(
        'seller/subscription/changePlan',
        { plan: 'professional', commandId: 'up-1' },
        seller.token,
      );
    const first = await up();
    expect(first.status).toBe(200);
    expect(responseData(first)).toMatchObject({ plan: 'professional', charged: 99, sandbox: true });
    const again = await up();
    expect(responseData(again)).toMatchObject({ plan: 'professional', charged: 0 });
    const entries = await charges();
    expect(
      entries.map((e) => [e.data.buyerId, e.data.lines.map((l) => [l.account.kind, l.amount])]),
    ).toEqual([
      [
        seller.id,
        [
          ['money-received', 99_00],
          ['platform-fees', 99_00],
        ],
      ],
    ]);
    expect(await balanced()).toBe(true);
    await waitFor(async () => (await subscription()).charges.length === 1);
    const sub = await subscription();
    expect(sub.plan.id).toBe('professional');
    expect(sub.next_charge_at).toBe(responseData(first).paid_through);
    expect(sub.charges[0]).toMatchObject({ plan: 'professional', amount: 99, renewal: false });
  });

  it("refuses a seller changing another seller's plan", async () => {
    const r = await h.post(
      'seller/subscription/changePlan',
      { plan: 'enterprise', seller_id: seller.id, commandId: 'x-1' },
      other.token,
    );
    expect(r.status).toBe(403);
    expect(await charges()).toHaveLength(1);
  });

  it('keeps professional until the period ends when the seller moves down to starter', async () => {
    const r = await h.post(
      'seller/subscription/changePlan',
      { plan: 'starter', commandId: 'down-1' },
      seller.token,
    );
    expect(responseData(r)).toMatchObject({
      plan: 'professional',
      pending_plan: 'starter',
      charged: 0,
    });
  });

  it('renews once at the period end, across a second renewer (a restart)', async () => {
    const other2 = await newSeller(h, 'renew@sub.test');
    await h.post(
      'seller/subscription/changePlan',
      { plan: 'enterprise', commandId: 'ent-1' },
      other2.token,
    );
    const renewer = h.app.get(SubscriptionRenewer);
    await renewer.start();
    h.clock.advance(32 * DAY);
    const restarted = new SubscriptionRenewer(
      h.app.get(EVENT_STORE),
      h.app.get(CLOCK),
      h.app.get(CommandBuses),
      h.app.get(SellerAccountCommandBus),
      h.app.get(PlanBilling),
    );
    await restarted.start();
    await Promise.all([renewer.runDue(), restarted.runDue(), renewer.runDue()]);
    await restarted.onModuleDestroy();
    const renewals = (await storedEvents(h, 'SellerPlanCharged')).filter(
      (e) => e.data.sellerId === other2.id && e.data.renewal,
    );
    expect(renewals.map((e) => e.data.amount)).toEqual([499_00]);
    const ledger = (await charges()).filter((e) => e.data.buyerId === other2.id);
    expect(ledger).toHaveLength(2);
    expect(await balanced()).toBe(true);
    // The first seller's downgrade took effect at their period's end, charging nothing.
    const relogin = await h.post('user/login', {
      email: 'plan@sub.test',
      password: SELLER_PASSWORD,
    });
    const token = responseData(relogin).token as string;
    await waitFor(async () => (await subscription(token)).plan.id === 'starter');
    expect((await charges()).filter((e) => e.data.buyerId === seller.id)).toHaveLength(1);
  });
});
