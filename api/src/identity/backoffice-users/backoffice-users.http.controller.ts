import { Controller } from '@nestjs/common';
import type { AdminUserAnswer, AdminUserCommandAnswer } from '@facet/event-schemas';
import { z } from 'zod';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { notFound, rejected } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import type { UserState } from '../domain/user.decider.js';
import { toAdminUser } from '../user-directory/public-user.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';
import { VerificationService } from '../verification/verification.service.js';
import { userList, userListSchema } from './user-list.query.js';

const single = z.strictObject({ user_id: fields.id });
const statusSchema = z.strictObject({
  user_id: fields.id,
  status: z.enum(['active', 'deactivate']),
  reason: fields.text(500).optional(),
});
const actionSchema = z.strictObject({
  user_id: fields.id,
  action: z.enum([
    'force_reset_pass',
    'clear_force_reset_pass',
    'make_buyer',
    'make_seller',
    'make_auditor',
  ]),
});
const ROLE_OF_ACTION = {
  make_buyer: 'buyer',
  make_seller: 'seller',
  make_auditor: 'auditor',
} as const;
const emailSchema = z.strictObject({
  user_id: fields.id,
  type: z.enum(['verify_email', 'reset_password']),
});

/** Back-office user management (admins only). 'Bidding buyers' are buyers whose account is verified. */
@Roles('admin')
@Controller('admin/user')
export class BackofficeUsersController {
  constructor(
    private readonly directory: InMemoryUserDirectory,
    private readonly users: UserCommandBus,
    private readonly verification: VerificationService,
  ) {}

  @CommandRoute('allbuyers')
  @BodySchema(userListSchema)
  all(@ValidBody() q: z.infer<typeof userListSchema>) {
    return success(
      'Buyers',
      userList(
        this.directory.all().filter((u) => u.role === 'buyer'),
        q,
      ),
    );
  }

  @CommandRoute('allbiddingbuyers')
  @BodySchema(userListSchema)
  bidding(@ValidBody() q: z.infer<typeof userListSchema>) {
    return success(
      'Bidding buyers',
      userList(
        this.directory.all().filter((u) => u.role === 'buyer' && u.account_verified),
        q,
      ),
    );
  }

  @CommandRoute('getSingleUser')
  @BodySchema(single)
  one(@ValidBody() body: z.infer<typeof single>) {
    return success<AdminUserAnswer>('User', { record: toAdminUser(this.user(body.user_id)) });
  }

  @CommandRoute('changeStatus')
  @BodySchema(statusSchema)
  async status(@ValidBody() body: z.infer<typeof statusSchema>, @CurrentActor() admin: Actor) {
    if (body.user_id === admin.id)
      throw rejected('You cannot change your own status', 'user.own-status');
    this.user(body.user_id);
    const command =
      body.status === 'deactivate'
        ? { type: 'DeactivateUser' as const, reason: body.reason ?? null }
        : { type: 'ReactivateUser' as const };
    const { state } = await this.users.send(body.user_id, command, admin.id);
    return success<AdminUserAnswer>('Status changed successfully', { record: toAdminUser(state) });
  }

  @CommandRoute('userAction')
  @BodySchema(actionSchema)
  async action(@ValidBody() body: z.infer<typeof actionSchema>, @CurrentActor() admin: Actor) {
    const target = this.user(body.user_id);
    if (target.role === 'admin')
      throw rejected('Admins are managed elsewhere', 'user.admin-target');
    const command =
      body.action === 'force_reset_pass' || body.action === 'clear_force_reset_pass'
        ? {
            type: 'SetForceResetPass' as const,
            force_reset_pass: body.action === 'force_reset_pass',
          }
        : { type: 'ChangeUserRole' as const, role: ROLE_OF_ACTION[body.action] };
    const { state } = await this.users.send(body.user_id, command, admin.id);
    return success<AdminUserAnswer>('User updated successfully', { record: toAdminUser(state) });
  }

  @CommandRoute('triggerEmail')
  @BodySchema(emailSchema)
  async email(@ValidBody() body: z.infer<typeof emailSchema>, @CurrentActor() admin: Actor) {
    const u = this.user(body.user_id);
    await this.verification.issue(
      u.userId,
      body.type === 'verify_email' ? 'email-link' : 'password-reset',
      u.email,
      admin.id,
    );
    return success<AdminUserCommandAnswer>('E-mail sent', {});
  }

  private user(id: string): UserState {
    const u = this.directory.stateById(id);
    if (!u) throw notFound('User not found', 'user.not-found');
    return u;
  }
}
