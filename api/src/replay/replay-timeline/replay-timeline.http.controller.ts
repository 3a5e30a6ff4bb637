import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { scopeOf, timelineBody } from '../replay.request.js';
import { ReplayService } from '../replay.service.js';

/** `admin/replay/timeline`: every event of a lot or an auction, in log order, for the scrubber. */
@Controller('admin/replay')
@Roles('admin')
export class ReplayTimelineController {
  constructor(private readonly replay: ReplayService) {}

  @CommandRoute('timeline')
  @BodySchema(timelineBody)
  async timeline(@ValidBody() body: z.infer<typeof timelineBody>) {
    return success('Replay timeline', await this.replay.timeline(scopeOf(body)));
  }
}
