import { addCompanyOwner, removeCompanyOwner, updateCompanyOwner } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { newId } from '../../shared/ids/ids.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

/** Beneficial owners of the caller's company (at most 50); only ever the caller's own records. */
@CommandController()
export class CompanyOwnersController {
  constructor(private readonly users: UserCommandBus) {}

  @CommandRoute(addCompanyOwner)
  async add(@Call() { body: owner, actor }: Call<typeof addCompanyOwner>) {
    const ownerId = newId();
    await this.users.send(actor.id, { type: 'AddCompanyOwner', ownerId, owner }, actor.id);
    return success('Company owner added successfully', { id: ownerId });
  }

  @CommandRoute(updateCompanyOwner)
  async update(@Call() { body: { id, ...owner }, actor }: Call<typeof updateCompanyOwner>) {
    const command = { type: 'UpdateCompanyOwner' as const, ownerId: id, owner };
    await this.users.send(actor.id, command, actor.id);
    return success('Company owner updated successfully', { id });
  }

  @CommandRoute(removeCompanyOwner)
  async remove(@Call() { body: { id }, actor }: Call<typeof removeCompanyOwner>) {
    await this.users.send(actor.id, { type: 'RemoveCompanyOwner', ownerId: id }, actor.id);
    return success('Company owner removed successfully', { id });
  }
}
