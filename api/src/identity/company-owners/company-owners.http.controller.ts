import { Controller } from '@nestjs/common';
import {
  addCompanyOwner,
  removeCompanyOwner,
  type RequestOf,
  updateCompanyOwner,
} from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { newId } from '../../shared/ids/ids.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

/** Beneficial owners of the caller's company (at most 50); only ever the caller's own records. */
@Controller()
export class CompanyOwnersController {
  constructor(private readonly users: UserCommandBus) {}

  @CommandRoute(addCompanyOwner)
  async add(
    @ValidBody() owner: RequestOf<typeof addCompanyOwner>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof addCompanyOwner>> {
    const ownerId = newId();
    await this.users.send(actor.id, { type: 'AddCompanyOwner', ownerId, owner }, actor.id);
    return success('Company owner added successfully', { id: ownerId });
  }

  @CommandRoute(updateCompanyOwner)
  async update(
    @ValidBody() { id, ...owner }: RequestOf<typeof updateCompanyOwner>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof updateCompanyOwner>> {
    const command = { type: 'UpdateCompanyOwner' as const, ownerId: id, owner };
    await this.users.send(actor.id, command, actor.id);
    return success('Company owner updated successfully', { id });
  }

  @CommandRoute(removeCompanyOwner)
  async remove(
    @ValidBody() { id }: RequestOf<typeof removeCompanyOwner>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof removeCompanyOwner>> {
    await this.users.send(actor.id, { type: 'RemoveCompanyOwner', ownerId: id }, actor.id);
    return success('Company owner removed successfully', { id });
  }
}
