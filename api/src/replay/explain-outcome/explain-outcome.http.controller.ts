import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { explainOutcomeBody } from '../replay.request.js';
import { ReplayService } from '../replay.service.js';

/** `bid/explainOutcome`: why the caller's own outcome on a lot is what it is (own and public facts). */
@Controller('bid')
export class ExplainOutcomeController {
  constructor(private readonly replay: ReplayService) {}

  @CommandRoute('explainOutcome')
  @BodySchema(explainOutcomeBody)
  async explain(
    @ValidBody() body: z.infer<typeof explainOutcomeBody>,
    @CurrentActor() actor: Actor,
  ) {
    return success('Outcome explained', await this.replay.outcome(body.project_id, actor.id));
  }
}
