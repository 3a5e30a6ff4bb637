import { Module } from '@nestjs/common';
import { LedgerModule } from '../../ledger/ledger.module.js';
import { PaymentsModule } from '../../payments/payments.module.js';
import { BackofficeModule } from '../backoffice.module.js';
import { ChangeSellerPlanHandler } from '../change-seller-plan/change-seller-plan.handler.js';
import { ChangeSellerPlanController } from '../change-seller-plan/change-seller-plan.http.controller.js';
import { SubscriptionRenewer } from '../renew-seller-plan/subscription-renewer.js';
import { PlanBilling } from './plan-billing.service.js';

/**
 * `/seller/subscription` charges the plan it grants: through the payments port (Stripe when
 * configured, else SANDBOX), recorded in the ledger, renewed each period by the renewer.
 */
@Module({
  imports: [BackofficeModule, PaymentsModule, LedgerModule],
  controllers: [ChangeSellerPlanController],
  providers: [PlanBilling, ChangeSellerPlanHandler, SubscriptionRenewer],
  exports: [SubscriptionRenewer],
})
export class PlanBillingModule {}
