import { Controller } from '@nestjs/common';
import { explainOutcome, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { ReplayService } from '../replay.service.js';

/** `bid/explainOutcome`: why the caller's own outcome on a lot is what it is (own and public facts). */
@Controller()
export class ExplainOutcomeController {
  constructor(private readonly replay: ReplayService) {}

  @CommandRoute(explainOutcome)
  async explain(
    @ValidBody() body: RequestOf<typeof explainOutcome>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof explainOutcome>> {
    return success('Outcome explained', await this.replay.outcome(body.project_id, actor.id));
  }
}
