import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import { parseCustomFields } from '../../dynamic-fields/field-values/custom-fields.request.js';
import { FieldValuesChecker } from '../../dynamic-fields/field-values/field-values.checker.js';
import type { Actor } from '../../shared/auth/actor.js';
import { AllowWithoutTerms, CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';
import {
  updatePreferenceSchema,
  updateProfileSchema,
  userAddressSchema,
} from './update-profile.request.js';

/** Profile, notification preferences and address; each answers with the reloaded user. */
@Controller('user')
export class UpdateProfileController {
  constructor(
    private readonly users: UserCommandBus,
    private readonly fields: FieldValuesChecker,
  ) {}

  @AllowWithoutTerms()
  @CommandRoute('updateProfile')
  @BodySchema(updateProfileSchema)
  async profile(
    @ValidBody() body: z.infer<typeof updateProfileSchema>,
    @CurrentActor() actor: Actor,
  ) {
    // Only a body that sends the user fields (the profile form) is held to the required ones, so
    // accepting the terms or a partial change keeps working after the admin adds a field.
    const { custom_fields, ...rest } = body;
    const changes =
      custom_fields === undefined
        ? rest
        : {
            ...rest,
            custom_fields: await this.fields.valuesFor(3, parseCustomFields(custom_fields)),
          };
    const { state } = await this.users.send(actor.id, { type: 'UpdateProfile', changes }, actor.id);
    return success('Profile updated successfully', toPublicUser(state));
  }

  @CommandRoute('updatePreference')
  @BodySchema(updatePreferenceSchema)
  async preference(
    @ValidBody() body: Record<string, boolean | undefined>,
    @CurrentActor() actor: Actor,
  ) {
    const preferences = Object.fromEntries(
      Object.entries(body).filter((e): e is [string, boolean] => e[1] !== undefined),
    );
    const { state } = await this.users.send(
      actor.id,
      { type: 'UpdatePreferences', preferences },
      actor.id,
    );
    return success('Preferences updated successfully', toPublicUser(state));
  }

  @CommandRoute('userAddress')
  @BodySchema(userAddressSchema)
  async address(
    @ValidBody() body: z.infer<typeof userAddressSchema>,
    @CurrentActor() actor: Actor,
  ) {
    const address = { ...body, address2: body.address2 ?? null };
    const { state } = await this.users.send(actor.id, { type: 'SaveAddress', address }, actor.id);
    return success('Address saved successfully', toPublicUser(state));
  }
}
