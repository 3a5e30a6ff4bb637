import type { ReturnEvent } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { rejectionCode } from '../../../test/deciders/rejection-code.js';
import type { ReturnableInvoice } from './return-amounts.rules.js';
import { type ReturnCommand, returnsDecider, type ReturnsState } from './return.decider.js';

const buyer = { id: 'buyer-1', role: 'buyer' } as const;
const seller = { id: 'seller-1', role: 'seller' } as const;
const admin = { id: 'admin-1', role: 'admin' } as const;
const stranger = { id: 'buyer-2', role: 'buyer' } as const;

const invoice = (over: Partial<ReturnableInvoice> = {}): ReturnableInvoice => ({
  invoiceId: 'inv-1',
  number: 7,
  buyerId: 'buyer-1',
  sellerId: 'seller-1',
  items: [
    { lotId: 'lot-a', title: 'Rough A', total: 100_00 },
    { lotId: 'lot-b', title: 'Rough B', total: 200_00 },
  ],
  buyersPremium: 30_00,
  tax: 0,
  houseFee: 45_00,
  paidAt: '2026-03-01T10:00:00.000Z',
  closed: null,
  cardPayments: [],
  ...over,
});

const at = '2026-03-05T10:00:00.000Z';
const ask = (lotIds: string[], over: Partial<ReturnCommand> = {}): ReturnCommand =>
  ({
    type: 'RequestReturn',
    requestId: 'r-1',
    invoice: invoice(),
    lotIds,
    reason: 'Not as described',
    windowDays: 14,
    actor: buyer,
    at,
    ...over,
  }) as ReturnCommand;
const accept = (
  requestId = 'r-1',
  inv = invoice(),
  actor: ReturnCommand['actor'] = admin,
): ReturnCommand => ({
  type: 'AcceptReturn',
  requestId,
  invoice: inv,
  note: 'ok',
  actor,
  at,
});
const refuse = (requestId = 'r-1', actor: ReturnCommand['actor'] = admin): ReturnCommand => ({
  type: 'RefuseReturn',
  requestId,
  note: 'no',
  actor,
  at,
});

/** Given commands applied in order, the state they leave. */
function given(...commands: ReturnCommand[]): ReturnsState {
  let state = returnsDecider.initialState();
  for (const c of commands)
    for (const e of returnsDecider.decide(c, state)) state = returnsDecider.evolve(state, e);
  return state;
}
const when = (state: ReturnsState, cmd: ReturnCommand): ReturnEvent[] =>
  returnsDecider.decide(cmd, state);

describe('asking for a return', () => {
  it('RET-1: an invoice not yet paid in full is refused', () => {
    expect(
      rejectionCode(() => when(given(), ask(['lot-a'], { invoice: invoice({ paidAt: null }) }))),
    ).toBe('return.not-paid');
  });

  it('RET-1: a refunded invoice is refused', () => {
    const closed = invoice({ closed: 'refunded' });
    expect(rejectionCode(() => when(given(), ask(['lot-a'], { invoice: closed })))).toBe(
      'return.invoice-closed',
    );
  });

  it('RET-1: given a request asked, when the invoice was refunded in whole before the accept, then the accept is refused', () => {
    const asked = given(ask(['lot-a']));
    const refunded = invoice({ closed: 'refunded' });
    expect(rejectionCode(() => when(asked, accept('r-1', refunded)))).toBe('return.invoice-closed');
  });

  it('RET-2: on the last day of the window it is accepted, a minute after it is refused', () => {
    expect(when(given(), ask(['lot-a'], { at: '2026-03-15T10:00:00.000Z' }))).toHaveLength(1);
    expect(
      rejectionCode(() => when(given(), ask(['lot-a'], { at: '2026-03-15T10:01:00.000Z' }))),
    ).toBe('return.window-closed');
  });

  it('RET-3: someone else than the buyer is refused; an admin may ask for them', () => {
    expect(rejectionCode(() => when(given(), ask(['lot-a'], { actor: stranger })))).toBe(
      'return.forbidden',
    );
    expect(when(given(), ask(['lot-a'], { actor: admin }))).toHaveLength(1);
  });

  it("RET-3, I1: a representative of the company billed asks as its buyer; another company's may not", () => {
    const billed = invoice({ billTo: { companyId: 'co-1' } });
    const colleague = ask(['lot-a'], { actor: stranger, invoice: billed, actorCompanyId: 'co-1' });
    expect(when(given(), colleague)).toMatchObject([
      { type: 'ReturnRequested', data: { buyerId: 'buyer-1' } },
    ]);
    const other = ask(['lot-a'], { actor: stranger, invoice: billed, actorCompanyId: 'co-2' });
    expect(rejectionCode(() => when(given(), other))).toBe('return.forbidden');
  });

  it('RET-4: no line, or a line not on the invoice, is refused; a line named twice counts once', () => {
    expect(rejectionCode(() => when(given(), ask([])))).toBe('return.no-lines');
    expect(rejectionCode(() => when(given(), ask(['lot-z'])))).toBe('return.unknown-line');
    const [e] = when(given(), ask(['lot-a', 'lot-a']));
    expect(e?.type === 'ReturnRequested' && e.data.lines).toEqual([
      { lotId: 'lot-a', title: 'Rough A', total: 100_00 },
    ]);
  });

  it('RET-5: a line with an open request cannot be asked again; another line can', () => {
    const state = given(ask(['lot-a']));
    expect(rejectionCode(() => when(state, ask(['lot-a'], { requestId: 'r-2' })))).toBe(
      'return.line-open',
    );
    expect(when(state, ask(['lot-b'], { requestId: 'r-2' }))).toHaveLength(1);
  });

  it('RET-5: once refused, the line may be asked again', () => {
    const state = given(ask(['lot-a']), refuse());
    expect(when(state, ask(['lot-a'], { requestId: 'r-2' }))).toHaveLength(1);
  });

  it('RET-6: a line already returned cannot be asked again', () => {
    const state = given(ask(['lot-a']), accept());
    expect(rejectionCode(() => when(state, ask(['lot-a'], { requestId: 'r-2' })))).toBe(
      'return.line-returned',
    );
  });

  it('the same request id again (a retry) records nothing', () => {
    expect(when(given(ask(['lot-a'])), ask(['lot-a']))).toEqual([]);
  });
});

describe('deciding a return', () => {
  it('RET-7: a buyer, or a seller of another invoice, cannot decide', () => {
    const state = given(ask(['lot-a']));
    expect(rejectionCode(() => when(state, accept('r-1', invoice(), stranger)))).toBe(
      'return.forbidden',
    );
    expect(
      rejectionCode(() => when(state, refuse('r-1', { id: 'seller-9', role: 'seller' }))),
    ).toBe('return.forbidden');
  });

  it("RET-7: the invoice's seller may accept", () => {
    expect(when(given(ask(['lot-a'])), accept('r-1', invoice(), seller))[0]?.type).toBe(
      'ReturnAccepted',
    );
  });

  it('RET-7: accepted twice records nothing; refusing an accepted request is refused', () => {
    const state = given(ask(['lot-a']), accept());
    expect(when(state, accept())).toEqual([]);
    expect(rejectionCode(() => when(state, refuse()))).toBe('return.already-decided');
  });

  it('RET-7: an unknown request is not found', () => {
    expect(rejectionCode(() => when(given(), accept('nope')))).toBe('return.not-found');
  });
});

describe('the return invoice and the refund', () => {
  const acceptedData = (state: ReturnsState, cmd: ReturnCommand) => {
    const [e] = when(state, cmd);
    if (e?.type !== 'ReturnAccepted') throw new Error('not accepted');
    return e.data;
  };

  it("RET-8: one line gives back its total and its share of the premium and the house's fee", () => {
    const d = acceptedData(given(ask(['lot-a'])), accept());
    expect(d).toMatchObject({ items: 100_00, buyersPremium: 10_00, tax: 0, total: 110_00 });
    expect(d.houseFee).toBe(15_00);
  });

  it('RET-8: every line returned, one by one, gives back exactly the whole invoice', () => {
    const odd = invoice({ buyersPremium: 10_01, tax: 3_33, houseFee: 7_77 });
    const first = given(ask(['lot-a'], { invoice: odd }));
    const a = acceptedData(first, accept('r-1', odd));
    const second = given(
      ask(['lot-a'], { invoice: odd }),
      accept('r-1', odd),
      ask(['lot-b'], { invoice: odd, requestId: 'r-2' }),
    );
    const b = acceptedData(second, accept('r-2', odd));
    expect(a.buyersPremium + b.buyersPremium).toBe(10_01);
    expect(a.tax + b.tax).toBe(3_33);
    expect(a.houseFee + b.houseFee).toBe(7_77);
    expect(a.total + b.total).toBe(300_00 + 10_01 + 3_33);
  });

  it('RET-9: paid by card, the money goes back to the card up to what it paid, the rest to the wallet', () => {
    const card = invoice({
      cardPayments: [{ paymentKey: 'k1', reference: 'pi_1', amount: 150_00 }],
    });
    const state = given(ask(['lot-b'], { invoice: card }));
    const d = acceptedData(state, accept('r-1', card));
    expect(d.total).toBe(220_00);
    expect(d.toCard).toEqual([{ paymentKey: 'k1', reference: 'pi_1', amount: 150_00 }]);
    expect(d.toWallet).toBe(70_00);
    // A second return finds the card spent: all of it to the wallet.
    const next = given(
      ask(['lot-b'], { invoice: card }),
      accept('r-1', card),
      ask(['lot-a'], { invoice: card, requestId: 'r-2' }),
    );
    const d2 = acceptedData(next, accept('r-2', card));
    expect(d2.toCard).toEqual([]);
    expect(d2.toWallet).toBe(110_00);
  });

  it('RET-10: the refund is recorded once, and never for a request not accepted', () => {
    const refund = (requestId = 'r-1'): ReturnCommand => ({
      type: 'RecordReturnRefund',
      requestId,
      returnInvoiceNumber: 1,
      actor: admin,
      at,
    });
    expect(rejectionCode(() => when(given(ask(['lot-a'])), refund()))).toBe(
      'return.already-decided',
    );
    const accepted = given(ask(['lot-a']), accept());
    expect(when(accepted, refund())[0]).toMatchObject({
      type: 'ReturnRefunded',
      data: { toWallet: 110_00, toCard: 0, returnInvoiceNumber: 1 },
    });
    expect(when(given(ask(['lot-a']), accept(), refund()), refund())).toEqual([]);
  });
});
