import type { CompanyOwnerRecord } from '@facet/event-schemas';
import { Controller } from '@nestjs/common';
import { z } from 'zod';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success, listed } from '../../shared/http/envelope.js';
import { newId } from '../../shared/ids/ids.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

const owner = {
  first_name: fields.name,
  last_name: fields.name,
  email: fields.email,
  phone: fields.text(40).nullable().default(null),
  ownership_percentage: z.number().int().min(0).max(100).nullable().default(null),
  title: fields.text(200).nullable().default(null),
};
const addSchema = z.strictObject(owner);
const updateSchema = z.strictObject({ id: fields.id, ...owner });
const removeSchema = z.strictObject({ id: fields.id });
const listSchema = z.strictObject({});

/** Beneficial owners of the caller's company; only ever the caller's own records. */
@Controller('user')
export class CompanyOwnersController {
  constructor(
    private readonly users: UserCommandBus,
    private readonly directory: InMemoryUserDirectory,
  ) {}

  @CommandRoute('addCompanyOwner')
  @BodySchema(addSchema)
  async add(@ValidBody() body: z.infer<typeof addSchema>, @CurrentActor() actor: Actor) {
    const ownerId = newId();
    await this.users.send(actor.id, { type: 'AddCompanyOwner', ownerId, owner: body }, actor.id);
    return success('Company owner added successfully', { id: ownerId });
  }

  @CommandRoute('updateCompanyOwner')
  @BodySchema(updateSchema)
  async update(
    @ValidBody() { id, ...body }: z.infer<typeof updateSchema>,
    @CurrentActor() actor: Actor,
  ) {
    await this.users.send(
      actor.id,
      { type: 'UpdateCompanyOwner', ownerId: id, owner: body },
      actor.id,
    );
    return success('Company owner updated successfully', { id });
  }

  @CommandRoute('removeCompanyOwner')
  @BodySchema(removeSchema)
  async remove(@ValidBody() body: z.infer<typeof removeSchema>, @CurrentActor() actor: Actor) {
    await this.users.send(actor.id, { type: 'RemoveCompanyOwner', ownerId: body.id }, actor.id);
    return success('Company owner removed successfully', { id: body.id });
  }

  @CommandRoute('getCompanyOwners')
  @BodySchema(listSchema)
  list(@ValidBody() _b: unknown, @CurrentActor() actor: Actor) {
    const owners = this.directory.stateById(actor.id)?.companyOwners ?? new Map();
    const records = [...owners].map(([id, o]): CompanyOwnerRecord => ({ id, ...o }));
    return listed<CompanyOwnerRecord>('Company owners', records);
  }
}
