import { updatePreferences } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

/** The notification preferences sent; each left out stays as it is. */
@CommandController()
export class UpdatePreferencesController {
  constructor(private readonly users: UserCommandBus) {}

  @CommandRoute(updatePreferences)
  async preferences(@Call() { body, actor }: Call<typeof updatePreferences>) {
    const preferences = Object.fromEntries(
      Object.entries(body).filter((e): e is [string, boolean] => e[1] !== undefined),
    );
    const command = { type: 'UpdatePreferences' as const, preferences };
    const { state } = await this.users.send(actor.id, command, actor.id);
    return success('Preferences updated successfully', toPublicUser(state));
  }
}
