import { explainOutcome } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { ReplayService } from '../replay.service.js';

/** `bid/explainOutcome`: why the caller's own outcome on a lot is what it is (own and public facts). */
@CommandController()
export class ExplainOutcomeController {
  constructor(private readonly replay: ReplayService) {}

  @CommandRoute(explainOutcome)
  async explain(@Call() { body, actor }: Call<typeof explainOutcome>) {
    return success('Outcome explained', await this.replay.outcome(body.project_id, actor.id));
  }
}
