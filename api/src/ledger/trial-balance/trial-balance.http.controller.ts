import { Controller } from '@nestjs/common';
import { getTrialBalance, type RequestOf } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { TrialBalanceQuery } from './trial-balance.query.js';

@Controller()
export class TrialBalanceController {
  constructor(private readonly ledger: TrialBalanceQuery) {}

  /**
   * `admin/ledger/trialBalance` (admins, and auditors read-only since issue 25): every ledger
   * entry ever recorded, from the log.
   */
  @Roles('admin', 'auditor')
  @CommandRoute(getTrialBalance)
  async trialBalance(
    @ValidBody() _: RequestOf<typeof getTrialBalance>,
  ): Promise<Reply<typeof getTrialBalance>> {
    return success('Trial balance', await this.ledger.trialBalance());
  }
}
