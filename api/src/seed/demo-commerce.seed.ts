import { Inject, Injectable, Logger } from '@nestjs/common';
import { type EventData, type LotSold, START } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { AddToCartHandler } from '../cart/add-to-cart/add-to-cart.handler.js';
import { LedgerCommandBus } from '../ledger/ledger-bus/ledger-command-bus.js';
import { WalletInvoicePaymentHandler } from '../payments/pay-invoice/wallet-invoice-payment.handler.js';
import { PayOfflineHandler } from '../payments/pay-offline/pay-offline.handler.js';
import { RaiseInvoiceHandler } from '../invoicing/raise-invoice/raise-invoice.handler.js';
import type { Actor } from '../shared/domain/actor.js';
import { EVENT_STORE } from '../shared/event-sourcing/tokens.js';

/** Each demo buyer's opening wallet credit, as an admin records a bank transfer. */
const OPENING_CREDIT = 25_000_00;

type Buyers = Record<'buyer1' | 'buyer2' | 'buyer3', Actor>;

/**
 * The demo's money, after its lots: wallets credited, the closed lots' winners' invoices raised
 * (one paid from the wallet, one awaiting a bank transfer), a buy-now item in buyer1's cart. All
 * through the commerce handlers a request would use, each keyed, so the ledger, invoices and
 * cart read exactly as if the buyers and the admin had done it; the trial balance stays balanced.
 */
@Injectable()
export class DemoCommerceSeed {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly ledger: LedgerCommandBus,
    private readonly invoices: RaiseInvoiceHandler,
    private readonly wallet: WalletInvoicePaymentHandler,
    private readonly offline: PayOfflineHandler,
    private readonly cart: AddToCartHandler,
  ) {}

  async seed(admin: Actor, buyers: Buyers, buyNowLotId: string): Promise<void> {
    for (const buyer of Object.values(buyers))
      await this.ledger.send(
        {
          type: 'RecordMoneyReceived',
          buyerId: buyer.id,
          amount: OPENING_CREDIT,
          note: 'Opening bank transfer',
        },
        admin,
        `demo-credit-${buyer.id}`,
      );
    // The close's invoices now, not at the invoicer's start, so they can be paid here.
    const sales = (await this.store.readAll(START))
      .filter((e) => e.type === 'LotSold')
      .map((e) => e.data as EventData<typeof LotSold>)
      .filter((s) => s.via !== 'buy_now');
    for (const sale of sales) {
      const invoice = await this.invoices.raise(sale);
      const buyer = Object.values(buyers).find((b) => b.id === sale.buyerId);
      if (!buyer) continue;
      // buyer1 paid from the wallet; any other winner chose to pay by bank transfer.
      if (buyer.id === buyers.buyer1.id)
        await this.wallet.execute(invoice.invoiceId, `demo-pay-${invoice.invoiceId}`, buyer);
      else await this.offline.choose(invoice.invoiceId, buyer, `demo-offline-${invoice.invoiceId}`);
    }
    await this.cart.execute(
      { entries: [{ lotId: buyNowLotId, qty: 1 }], commandId: 'demo-cart' },
      buyers.buyer1,
    );
    this.logger.log(
      `Demo commerce seeded: wallets credited, ${sales.length} invoices (buyer1's paid from the wallet, the others awaiting a bank transfer), a buy-now ring in buyer1's cart`,
    );
  }
}
