import { Module } from '@nestjs/common';
import { ReadSideModule } from '../read-side/read-side.module.js';
import { BidReceiptsController } from './bid-receipts/bid-receipts.http.controller.js';
import { BidReceipts } from './bid-receipts/bid-receipts.service.js';
import { AuditCheckpointer } from './checkpoints/audit-checkpointer.js';
import { CheckpointListController } from './checkpoints/checkpoint-list.http.controller.js';
import { CheckpointListQuery } from './checkpoints/checkpoint-list.query.js';
import { EvidenceExportController } from './evidence-export/evidence-export.http.controller.js';
import { EvidenceExportSource } from './evidence-export/evidence-export.source.js';
import { LedgerEntriesController } from './ledger-entries/ledger-entries.http.controller.js';
import { LedgerEntriesQuery } from './ledger-entries/ledger-entries.query.js';
import { PaymentReceiptsController } from './payment-receipts/payment-receipts.http.controller.js';
import { PaymentReceipts } from './payment-receipts/payment-receipts.service.js';
import { AuditKeyController } from './signing-key/audit-key.http.controller.js';
import {
  AUDIT_SIGNING_KEY,
  auditSigningKeyProvider,
} from './signing-key/audit-signing-key.provider.js';

/**
 * Issue 18, the signing side of the audit context: the marketplace's Ed25519 key, the signed
 * checkpoints of the log, evidence exports and bid receipts (the bidding answers carry one); issue
 * 25, the money trail: every ledger entry for auditors and the signed
 * receipt of every payment and refund.
 */
@Module({
  imports: [ReadSideModule],
  controllers: [
    AuditKeyController,
    CheckpointListController,
    EvidenceExportController,
    BidReceiptsController,
    LedgerEntriesController,
    PaymentReceiptsController,
  ],
  providers: [
    auditSigningKeyProvider,
    AuditCheckpointer,
    CheckpointListQuery,
    EvidenceExportSource,
    BidReceipts,
    LedgerEntriesQuery,
    PaymentReceipts,
  ],
  exports: [AUDIT_SIGNING_KEY, AuditCheckpointer, BidReceipts],
})
export class AuditModule {}
