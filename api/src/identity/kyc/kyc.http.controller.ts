import { Controller, Inject } from '@nestjs/common';
import { z } from 'zod';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { KYC_PROVIDER, type KycProvider } from '../../kyc/kyc-provider.port.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

const runSchema = z.strictObject({});
const verifySchema = z.strictObject({ user_id: fields.id, verified: fields.flag });

/** The caller's own KYC check (a clear result verifies the account); admins set verification by hand. */
@Controller('user')
export class KycController {
  constructor(
    @Inject(KYC_PROVIDER) private readonly kyc: KycProvider,
    private readonly users: UserCommandBus,
    private readonly directory: InMemoryUserDirectory,
  ) {}

  @CommandRoute('runKycCheck')
  @BodySchema(runSchema)
  async run(@ValidBody() _b: unknown, @CurrentActor() actor: Actor) {
    const user = this.directory.stateById(actor.id);
    if (!user) throw notFound('User not found', 'user.not-found');
    const result = await this.kyc.check({ ...user, userId: user.userId });
    await this.users.send(actor.id, { type: 'RecordKycCheck', result }, actor.id);
    const { state } = await this.users.send(
      actor.id,
      { type: 'SetAccountVerified', verified: result.outcome === 'clear' },
      'kyc',
    );
    return success('KYC check completed', {
      outcome: result.outcome,
      sandbox: result.sandbox,
      user: toPublicUser(state),
    });
  }

  @Roles('admin')
  @CommandRoute('updateUserAccountVerified')
  @BodySchema(verifySchema)
  async verify(@ValidBody() body: z.infer<typeof verifySchema>, @CurrentActor() admin: Actor) {
    if (!this.directory.stateById(body.user_id)) throw notFound('User not found', 'user.not-found');
    const { state } = await this.users.send(
      body.user_id,
      { type: 'SetAccountVerified', verified: body.verified },
      admin.id,
    );
    return success('Account verification updated', toPublicUser(state));
  }
}
