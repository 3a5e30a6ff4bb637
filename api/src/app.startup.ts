import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { AuditCheckpointer } from './audit/checkpoints/audit-checkpointer.js';
import { AdminAccount } from './identity/bootstrap-admin/admin-account.js';
import { InMemoryUserDirectory } from './identity/user-directory/user-directory.js';
import { LotScheduler } from './scheduler/lot-scheduler.js';
import { OfferExpiryScheduler } from './offers/offer-expiry/offer-expiry.scheduler.js';
import { SubscriptionRenewer } from './backoffice/renew-seller-plan/subscription-renewer.js';
import { LotSoldInvoicer } from './invoicing/process-managers/lot-sold-invoicer.process-manager.js';
import { LotClosedDepositReleaser } from './payments/process-managers/deposit-releaser.process-manager.js';
import { OnlinePaymentReconciler } from './payments/process-managers/online-payment-reconciler.process-manager.js';
import { ReturnRefunder } from './returns/refund-return/return-refunder.process-manager.js';
import { SpendingCapsBook } from './spending-caps/spending-caps-book.js';
import { DEMO_ACCOUNTS, DemoSeed } from './seed/demo-seed.js';
import { TENDER_DEMO_DIR } from './seed/demo-tender.seed.js';
import { ViewingReminders } from './viewings/reminders/viewing-reminders.js';
import type { AppConfig } from './shared/config/app-config.js';
import { TimedBidPlacer } from './timed-bids/timed-bid-placer.js';

export interface StartupReport {
  adminEmail: string;
  demoAccounts: { role: string; email: string; password: string }[];
  /** Issue 30: how to open the demo's encrypted tender event, while its shares are on disk. */
  tenderDemo: string | null;
}

/**
 * Order matters: users known, admin present, demo seeded on an empty store, the log checkpointed,
 * scheduler armed.
 */
export async function runStartup(app: INestApplication, config: AppConfig): Promise<StartupReport> {
  await app.get(InMemoryUserDirectory).start();
  // Every auction's spending caps folded before a bid is taken (a bid asks the book, not the store).
  await app.get(SpendingCapsBook).start();
  const admin = await app.get(AdminAccount).ensure();
  const adminActor = {
    id: admin.userId,
    role: admin.role,
    email: admin.email,
    first_name: admin.first_name,
    last_name: admin.last_name,
  };
  if (config.seedDemo) await app.get(DemoSeed).seedIfEmpty(adminActor);
  // The first checkpoint right after the seed, so the demo's history is signed from the start.
  await app.get(AuditCheckpointer).start();
  if (config.schedulerEnabled) {
    await app.get(LotScheduler).start();
    // Make-offers and counters lapse after 48 h, once, across restarts.
    await app.get(OfferExpiryScheduler).start();
    // The close's follow-up: the winner's invoice for every lot sold (idempotent, any process).
    await app.get(LotSoldInvoicer).start();
    // And every other bidder's deposit given back (keyed by lot and buyer, any process).
    await app.get(LotClosedDepositReleaser).start();
    // Payments the provider answered but our ledger did not record (a crash): settled once.
    await app.get(OnlinePaymentReconciler).start();
    // Accepted returns whose refund a crash left undone: finished once (keyed by the request).
    await app.get(ReturnRefunder).start();
    // Viewing reminders (the day before, one hour before): recorded once per buyer and kind.
    await app.get(ViewingReminders).start();
    // Issue 26: timed bids placed at their time, exactly once across a restart.
    await app.get(TimedBidPlacer).start();
    // Paid seller plans renewed at their period's end, once per period (SUB-4).
    await app.get(SubscriptionRenewer).start();
  }
  const demoAccounts = [
    {
      role: 'admin',
      email: admin.email,
      password: config.adminPasswordIsDefault ? config.adminPassword : '(ADMIN_PASSWORD)',
    },
    ...(config.seedDemo ? DEMO_ACCOUNTS : []),
  ];
  const howTo = join(config.dataDir, TENDER_DEMO_DIR, 'how-to-open.txt');
  const tenderDemo = config.seedDemo && existsSync(howTo) ? readFileSync(howTo, 'utf8') : null;
  return { adminEmail: admin.email, demoAccounts, tenderDemo };
}
