import { dynamicTableAction } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { DynamicTableActionHandler } from './dynamic-table-action.handler.js';

const done = { new: 'added', edit: 'updated', delete: 'deleted' } as const;

/** `dynamic/dynamicTableAction`: creates, edits or deletes a table or one of its rows (admin). */
@CommandController('admin')
export class DynamicTableActionController {
  constructor(private readonly handler: DynamicTableActionHandler) {}

  @CommandRoute(dynamicTableAction)
  async act(@Call() { body: r, actor }: Call<typeof dynamicTableAction>) {
    const what = r.target === 'row' ? 'Row' : 'Table';
    return success(`${what} ${done[r.action]} successfully`, await this.handler.act(r, actor));
  }
}
