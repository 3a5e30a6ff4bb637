import { Controller } from '@nestjs/common';
import { dynamicTableAction, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { DynamicTableActionHandler } from './dynamic-table-action.handler.js';

const done = { new: 'added', edit: 'updated', delete: 'deleted' } as const;

/** `dynamic/dynamicTableAction`: creates, edits or deletes a table or one of its rows (admin). */
@Controller()
export class DynamicTableActionController {
  constructor(private readonly handler: DynamicTableActionHandler) {}

  @Roles('admin')
  @CommandRoute(dynamicTableAction)
  async act(
    @ValidBody() r: RequestOf<typeof dynamicTableAction>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof dynamicTableAction>> {
    const what = r.target === 'row' ? 'Row' : 'Table';
    return success(`${what} ${done[r.action]} successfully`, await this.handler.act(r, actor));
  }
}
