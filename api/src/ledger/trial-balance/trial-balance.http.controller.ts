import { getTrialBalance } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { TrialBalanceQuery } from './trial-balance.query.js';

@CommandController('admin', 'auditor')
export class TrialBalanceController {
  constructor(private readonly ledger: TrialBalanceQuery) {}

  /**
   * `admin/ledger/trialBalance` (admins, and auditors read-only since issue 25): every ledger
   * entry ever recorded, from the log.
   */
  @CommandRoute(getTrialBalance)
  async trialBalance(@Call() { body: _ }: Call<typeof getTrialBalance>) {
    return success('Trial balance', await this.ledger.trialBalance());
  }
}
