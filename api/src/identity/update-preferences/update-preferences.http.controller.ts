import { Controller } from '@nestjs/common';
import { type RequestOf, updatePreferences } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

/** The notification preferences sent; each left out stays as it is. */
@Controller()
export class UpdatePreferencesController {
  constructor(private readonly users: UserCommandBus) {}

  @CommandRoute(updatePreferences)
  async preferences(
    @ValidBody() body: RequestOf<typeof updatePreferences>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof updatePreferences>> {
    const preferences = Object.fromEntries(
      Object.entries(body).filter((e): e is [string, boolean] => e[1] !== undefined),
    );
    const command = { type: 'UpdatePreferences' as const, preferences };
    const { state } = await this.users.send(actor.id, command, actor.id);
    return success('Preferences updated successfully', toPublicUser(state));
  }
}
