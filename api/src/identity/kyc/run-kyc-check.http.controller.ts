import { Inject } from '@nestjs/common';
import { runKycCheck } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { KYC_PROVIDER, type KycProvider } from '../../kyc/kyc-provider.port.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

/** The caller's own KYC check: a clear result verifies the account, any other unverifies it. */
@CommandController()
export class RunKycCheckController {
  constructor(
    @Inject(KYC_PROVIDER) private readonly kyc: KycProvider,
    private readonly users: UserCommandBus,
    private readonly directory: InMemoryUserDirectory,
  ) {}

  @CommandRoute(runKycCheck)
  async run(@Call() { actor }: Call<typeof runKycCheck>) {
    const result = await this.kyc.check(this.directory.existing(actor.id));
    await this.users.send(actor.id, { type: 'RecordKycCheck', result }, actor.id);
    const verified = { type: 'SetAccountVerified' as const, verified: result.outcome === 'clear' };
    const { state } = await this.users.send(actor.id, verified, 'kyc');
    const { outcome, sandbox } = result;
    return success('KYC check completed', { outcome, sandbox, user: toPublicUser(state) });
  }
}
