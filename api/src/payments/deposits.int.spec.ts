import type { LedgerLine } from '@facet/event-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { Outbox } from '../mail/outbox.js';
import { LotScheduler } from '../scheduler/lot-scheduler.js';
import {
  type Buyer,
  confirmBid,
  creditWallet,
  HOUR,
  iso,
  newLot as newLotOpen,
  passTheClose,
  payDeposit as payLotDeposit,
  storedEvents,
} from '../../test/commerce-fixtures.js';
import { startAsAdmin } from '../../test/backoffice-fixtures.js';
import { type Harness, signUp, waitFor } from '../../test/http-harness.js';
import { type Balances, post, trialBalance } from '../ledger/domain/index.js';
import { LotClosedDepositReleaser } from './process-managers/deposit-releaser.process-manager.js';
import { ReleaseDepositHandler } from './release-deposits/release-deposit.handler.js';

interface Entry {
  reason: string;
  buyerId: string;
  lotId?: string;
  lines: LedgerLine[];
}

/** Issue 16, deposits: the winner's applied, every other one given back once, at every close. */
describe('Bid deposits at the close, over HTTP', () => {
  let h: Harness;
  let admin: string;
  let wally: Buyer;
  let olive: Buyer;

  const newLot = (title: string, closesInMs = HOUR) =>
    newLotOpen(h, admin, {
      title,
      pricing: 'per_item',
      qty: 1,
      sprice: 100,
      deposit: 1,
      deposit_amount: 50,
      date_closed: iso(h.clock.now().getTime() + closesInMs),
    });
  const payDeposit = (lot: string, buyer: Buyer, payType: 'wallet' | 'online') =>
    payLotDeposit(h, buyer, {
      lotId: lot,
      dollars: 50,
      note: 'Bid Deposit',
      commandId: `dep-${lot}-${buyer.id}`,
      payType,
    });
  const bid = (lot: string, buyer: Buyer, wsprice: number) => confirmBid(h, buyer, lot, wsprice);
  const credit = (buyer: Buyer, amount: number) =>
    creditWallet(h.post, admin, {
      userId: buyer.id,
      dollars: amount,
      note: 'Wire',
      commandId: `cr-${buyer.id}-${amount}`,
    });
  const entries = async () =>
    (await storedEvents(h, 'LedgerEntryRecorded')).map((e) => e.data as Entry);
  const givenBack = (es: Entry[], lot: string, buyerId: string) =>
    es.filter(
      (e) =>
        e.lotId === lot &&
        e.buyerId === buyerId &&
        ['deposit-applied', 'deposit-released', 'deposit-refunded'].includes(e.reason),
    );
  const wallet = async (buyer: Buyer) =>
    (await h.post('credit/getCreditHistory', {}, buyer.token)).body.data.responseData;
  const deposits = async (buyer: Buyer, action = 'all') =>
    (await h.post('deposit/alldeposits', { action, limit: 100 }, buyer.token)).body.data
      .responseData;
  const close = () => passTheClose(h);
  const releaser = () => h.app.get(LotClosedDepositReleaser);

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin({ schedulerTickMs: 50 }));
    wally = await signUp(h, 'Wally', 'wally@deposits.test');
    olive = await signUp(h, 'Olive', 'olive@deposits.test');
    expect((await credit(wally, 500)).status).toBe(200);
  });
  afterAll(async () => h?.close());

  describe('when Wally pays from the wallet, Olive online, and Olive outbids Wally', () => {
    let lot: string;
    beforeAll(async () => {
      lot = await newLot('Emerald 2 ct');
      expect((await payDeposit(lot, wally, 'wallet')).status).toBe(200);
      const online = await payDeposit(lot, olive, 'online');
      expect(online.body.data.responseData).toMatchObject({ sandbox: true });
      expect((await bid(lot, wally, 100)).status).toBe(200);
      expect((await bid(lot, olive, 150)).status).toBe(200);
      await close();
      await waitFor(async () => (await h.app.get(LotCommandBus).load(lot)).phase === 'sold');
      await waitFor(async () => givenBack(await entries(), lot, wally.id).length === 1);
      await waitFor(async () => givenBack(await entries(), lot, olive.id).length === 1);
    });

    it('holds the online deposit in the ledger as money received, with its sandbox reference', async () => {
      const held = (await entries()).find((e) => e.buyerId === olive.id && e.lotId === lot);
      expect(held).toMatchObject({
        reason: 'deposit-held',
        reference: expect.stringMatching(/^sandbox-/),
      });
      expect(held?.lines.map((l) => l.account.kind)).toEqual(['money-received', 'deposits-held']);
    });

    it("applies Olive's deposit to her invoice and gives back Wally's to his wallet", async () => {
      const es = await entries();
      expect(givenBack(es, lot, olive.id).map((e) => e.reason)).toEqual(['deposit-applied']);
      expect(givenBack(es, lot, wally.id).map((e) => e.reason)).toEqual(['deposit-released']);
      await waitFor(async () => (await wallet(wally)).balance === 500);
      expect(await wallet(wally)).toMatchObject({ balance: 500, deposits_held: 0 });
    });

    it('tells Wally, once, by mail; Olive, who won, is not told of a release', async () => {
      const mails = async () =>
        (await h.app.get(Outbox).list(100)).records.filter((m) => m.kind === 'deposit-released');
      await waitFor(async () => (await mails()).length >= 1);
      expect((await mails()).map((m) => [m.to, m.subject])).toEqual([
        ['wally@deposits.test', 'Your deposit for Emerald 2 ct was released'],
      ]);
    });

    it('lists them: Wally sees his deposit released, Olive hers applied to the invoice', async () => {
      await waitFor(async () => (await deposits(wally, 'released')).totalRecords === 1);
      const mine = (await deposits(wally, 'released')).records[0];
      expect(mine).toMatchObject({
        project_id: lot,
        title: 'Emerald 2 ct',
        amount: 50,
        method: 'wallet',
        status: 'released',
      });
      await waitFor(async () => (await deposits(olive, 'applied')).totalRecords === 1);
      const hers = (await deposits(olive, 'applied')).records[0];
      expect(hers).toMatchObject({ method: 'online', sandbox: true, status: 'applied' });
      expect(hers.invoice_id).toEqual(expect.any(String));
      const one = await h.post('deposit/deposit', { id: hers.id }, olive.token);
      expect(one.body.data.responseData).toMatchObject({
        id: hers.id,
        invoiceItems: [{ project_id: lot, title: 'Emerald 2 ct', amount: 50 }],
      });
      expect((await h.post('deposit/deposit', { id: hers.id }, wally.token)).status).toBe(404);
    });

    it('gives nothing back twice when the close, the releaser and the release run again', async () => {
      await close();
      await releaser().stop();
      await releaser().start();
      await releaser().settled();
      for (const buyerId of [wally.id, olive.id])
        await h.app.get(ReleaseDepositHandler).release({ lotId: lot, buyerId, method: 'wallet' });
      const es = await entries();
      expect(givenBack(es, lot, wally.id)).toHaveLength(1);
      expect(givenBack(es, lot, olive.id)).toHaveLength(1);
      expect((await wallet(wally)).balance).toBe(500);
    });
  });

  it('gives every deposit back when the lot closes unsold: to the wallet, to the card', async () => {
    const lot = await newLot('Opal, no bids');
    expect((await payDeposit(lot, wally, 'wallet')).status).toBe(200);
    expect((await payDeposit(lot, olive, 'online')).status).toBe(200);
    await close();
    await waitFor(async () => (await h.app.get(LotCommandBus).load(lot)).phase === 'unsold');
    await waitFor(async () => givenBack(await entries(), lot, olive.id).length === 1);
    await waitFor(async () => givenBack(await entries(), lot, wally.id).length === 1);
    const es = await entries();
    expect(givenBack(es, lot, wally.id).map((e) => e.reason)).toEqual(['deposit-released']);
    expect(givenBack(es, lot, olive.id).map((e) => e.reason)).toEqual(['deposit-refunded']);
  });

  it('settles every deposit exactly once when many lots close together while bids keep coming', async () => {
    const buyers = [wally, olive, await signUp(h, 'Cleo', 'cleo@deposits.test')];
    for (const b of buyers) await credit(b, 2_000);
    const lots: string[] = [];
    for (let i = 0; i < 10; i++) lots.push(await newLot(`Storm lot ${i}`, HOUR + i * 1_000));
    await Promise.all(
      lots.flatMap((lot, i) =>
        buyers.map((b, j) => payDeposit(lot, b, (i + j) % 2 === 0 ? 'wallet' : 'online')),
      ),
    );
    // Bids keep coming: every buyer raises on every lot while the scheduler closes them.
    let storming = true;
    const storm = (async () => {
      let price = 100;
      while (storming) {
        price += 10;
        await Promise.all(lots.flatMap((lot) => buyers.map((b, j) => bid(lot, b, price + j * 10))));
      }
    })();
    await bid(lots[0] ?? '', wally, 100);
    h.clock.advance(HOUR + 60_000);
    await Promise.all([h.app.get(LotScheduler).runDue(), h.app.get(LotScheduler).runDue()]);
    storming = false;
    await storm;
    const lotBus = h.app.get(LotCommandBus);
    await waitFor(async () => {
      const phases = await Promise.all(lots.map(async (l) => (await lotBus.load(l)).phase));
      return phases.every((p) => p === 'sold' || p === 'unsold');
    });
    await waitFor(async () => {
      const es = await entries();
      return lots.every((lot) => buyers.every((b) => givenBack(es, lot, b.id).length >= 1));
    }, 20_000);
    await releaser().settled();
    const es = await entries();
    for (const lot of lots)
      for (const b of buyers) {
        const held = es.filter(
          (e) => e.lotId === lot && e.buyerId === b.id && e.reason === 'deposit-held',
        );
        expect(held).toHaveLength(1);
        expect(givenBack(es, lot, b.id)).toHaveLength(1);
      }
    const balances = es.reduce((bal: Balances, e) => post(bal, e.lines), {});
    expect(trialBalance(balances)).toBe(0);
    for (const b of buyers) expect(balances[`deposits-held:${b.id}`] ?? 0).toBe(0);
  }, 60_000);
});
