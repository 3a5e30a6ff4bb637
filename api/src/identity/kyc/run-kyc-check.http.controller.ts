import { Controller, Inject } from '@nestjs/common';
import { type RequestOf, runKycCheck } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { KYC_PROVIDER, type KycProvider } from '../../kyc/kyc-provider.port.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

/** The caller's own KYC check: a clear result verifies the account, any other unverifies it. */
@Controller()
export class RunKycCheckController {
  constructor(
    @Inject(KYC_PROVIDER) private readonly kyc: KycProvider,
    private readonly users: UserCommandBus,
    private readonly directory: InMemoryUserDirectory,
  ) {}

  @CommandRoute(runKycCheck)
  async run(
    @ValidBody() _body: RequestOf<typeof runKycCheck>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof runKycCheck>> {
    const result = await this.kyc.check(this.directory.existing(actor.id));
    await this.users.send(actor.id, { type: 'RecordKycCheck', result }, actor.id);
    const verified = { type: 'SetAccountVerified' as const, verified: result.outcome === 'clear' };
    const { state } = await this.users.send(actor.id, verified, 'kyc');
    const { outcome, sandbox } = result;
    return success('KYC check completed', { outcome, sandbox, user: toPublicUser(state) });
  }
}
