import { updateProfile } from '@facet/event-schemas';
import { parseCustomFields } from '../../dynamic-fields/field-values/custom-fields.request.js';
import { FieldValuesChecker } from '../../dynamic-fields/field-values/field-values.checker.js';
import { AllowWithoutTerms } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

/** The profile form, or part of it (accepting the terms); answers with the reloaded user. */
@CommandController()
export class UpdateProfileController {
  constructor(
    private readonly users: UserCommandBus,
    private readonly fields: FieldValuesChecker,
  ) {}

  @AllowWithoutTerms()
  @CommandRoute(updateProfile)
  async profile(
    @Call() { body: { custom_fields, ...changes }, actor }: Call<typeof updateProfile>,
  ) {
    // Only a body that sends the user fields (the profile form) is held to the required ones, so
    // accepting the terms or a partial change keeps working after the admin adds a field.
    const values =
      custom_fields === undefined
        ? {}
        : { custom_fields: await this.fields.valuesFor(3, parseCustomFields(custom_fields)) };
    const command = { type: 'UpdateProfile' as const, changes: { ...changes, ...values } };
    const { state } = await this.users.send(actor.id, command, actor.id);
    return success('Profile updated successfully', toPublicUser(state));
  }
}
