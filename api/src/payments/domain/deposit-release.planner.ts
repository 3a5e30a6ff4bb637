import {
  depositsHeldChange,
  type EventData,
  type LedgerEntryRecorded,
  type LotSold,
  type LotUnsold,
} from '@facet/event-schemas';

type Entry = EventData<typeof LedgerEntryRecorded>;

/** A deposit the close gives back: the buyer's money held for the lot, how it was paid. */
export interface DueRelease {
  lotId: string;
  buyerId: string;
  method: 'wallet' | 'online';
  /** The gateway's reference of an online deposit (refunds go back through it). */
  reference?: string;
}

interface Holder {
  held: number;
  method: 'wallet' | 'online';
  reference?: string;
}

interface LotDeposits {
  holders: Map<string, Holder>;
  /** Set once the lot closed: its winner (whose deposit the invoice applies) or null. */
  closed?: { winner: string | null };
}

/**
 * Which deposits the close gives back, folded from the log (pure: no I/O, no clock).
 * The ledger says who holds money for a lot and how much: every deposit the lot recorded was
 * held in the ledger first (the payment sagas write the ledger before the lot), and a deposit
 * the lot never recorded (the lot refused it, a crash between the two) is money all the same,
 * so the ledger, not the lot's `deposits`, is the list. At the close every holder but the winner
 * is due; the winner's deposit is applied to the invoice, and only what the invoice did not take
 * is due after that. A lot sold by buy now or closed unsold has no winner's invoice applying a
 * deposit: every holder is due. A hold recorded after the close (a payment racing it) is due at
 * once. Nothing is due twice here while it stays held, and the release itself is keyed by
 * (lot, buyer), so replays and other processes cannot give it back twice.
 */
export class DepositReleasePlanner {
  private readonly lots = new Map<string, LotDeposits>();

  /** Folds one event; answers the releases it makes due, and those it settled (held 0 now). */
  fold(event: { type: string; data: unknown }): { due: DueRelease[]; settled: string[] } {
    switch (event.type) {
      case 'LedgerEntryRecorded':
        return this.entry(event.data as Entry);
      case 'LotSold': {
        const sale = event.data as EventData<typeof LotSold>;
        return this.close(sale.lotId, sale.via === 'buy_now' ? null : sale.buyerId);
      }
      case 'LotUnsold':
        return this.close((event.data as EventData<typeof LotUnsold>).lotId, null);
      default:
        return nothing();
    }
  }

  private entry(e: Entry): { due: DueRelease[]; settled: string[] } {
    if (!e.lotId) return nothing();
    const change = depositsHeldChange(e);
    if (change === 0) return nothing();
    const lot = this.lot(e.lotId);
    const before = lot.holders.get(e.buyerId);
    const holder: Holder = before ?? { held: 0, method: 'wallet' };
    holder.held += change;
    if (e.reason === 'deposit-held') {
      holder.method = paidOnline(e) ? 'online' : 'wallet';
      if (e.reference) holder.reference = e.reference;
    }
    lot.holders.set(e.buyerId, holder);
    if (holder.held <= 0) return { due: [], settled: [keyOf(e.lotId, e.buyerId)] };
    const winner = lot.closed?.winner;
    const due =
      lot.closed && (e.buyerId !== winner || e.reason === 'deposit-applied')
        ? [release(e.lotId, e.buyerId, holder)]
        : [];
    return { due, settled: [] };
  }

  private close(lotId: string, winner: string | null): { due: DueRelease[]; settled: string[] } {
    const lot = this.lot(lotId);
    if (lot.closed) return nothing();
    lot.closed = { winner };
    const due = [...lot.holders]
      .filter(([buyerId, h]) => h.held > 0 && buyerId !== winner)
      .map(([buyerId, h]) => release(lotId, buyerId, h));
    return { due, settled: [] };
  }

  private lot(lotId: string): LotDeposits {
    let lot = this.lots.get(lotId);
    if (!lot) this.lots.set(lotId, (lot = { holders: new Map() }));
    return lot;
  }
}

const nothing = (): { due: DueRelease[]; settled: string[] } => ({ due: [], settled: [] });

/** One string per (lot, buyer): the release's identity. */
export const keyOf = (lotId: string, buyerId: string): string => `${lotId}:${buyerId}`;

const release = (lotId: string, buyerId: string, h: Holder): DueRelease => ({
  lotId,
  buyerId,
  method: h.method,
  ...(h.reference ? { reference: h.reference } : {}),
});

/** An online deposit came in as money received; a wallet deposit left the wallet. */
const paidOnline = (e: Entry): boolean =>
  e.lines.some((l) => l.account.kind === 'money-received' && l.side === 'debit');
