import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { badRequest } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { commandIdField, oneOf, readBody } from '../../shared/http/request-fields.js';
import { assertManages } from '../domain/lot-guards.rules.js';
import { LotCommandBus } from '../lot-bus/lot-command-bus.js';

const MAX_LOTS = 200;

const changeBody = handParsedBody({
  project_id: ['ids', 'The lot id(s)'],
  status: ['string', 'The new status'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

/**
 * `seller/product/bulkProjectAction` `{ project_id: id[], status: 'active' | 'inactive' |
 * 'removed' }`: one status for many lots. Every lot is checked before any changes (missing 404,
 * another seller's 403), so a list with a stranger's lot in it changes nothing.
 */
@Controller('seller/product')
export class BulkLotStatusController {
  constructor(
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('seller', 'admin')
  @CommandRoute('bulkProjectAction')
  @BodySchema(changeBody)
  async change(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(changeBody.shape));
    const ids = body.project_id;
    if (
      !Array.isArray(ids) ||
      ids.length === 0 ||
      ids.length > MAX_LOTS ||
      !ids.every((i) => typeof i === 'string' && i.length > 0 && i.length <= 128)
    ) {
      throw badRequest('Select at least one lot', 'request.invalid-field', { field: 'project_id' });
    }
    const status = oneOf(body, 'status', ['active', 'inactive', 'removed'] as const);
    const unique = [...new Set(ids as string[])];
    for (const id of unique) assertManages(await this.lots.latest(id), actor);
    const at = this.clock.now();
    const commandId = commandIdField(body);
    for (const id of unique) {
      await this.lots.send(
        id,
        { type: 'ChangeLotStatus', status },
        actor,
        at,
        commandId === undefined ? undefined : `${commandId}:${id}`,
      );
    }
    return success('Status updated successfully', { project_id: unique, status });
  }
}
