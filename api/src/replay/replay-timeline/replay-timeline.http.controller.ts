import { Controller } from '@nestjs/common';
import { type RequestOf, replayTimeline } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { ReplayService } from '../replay.service.js';

/** `admin/replay/timeline`: every event of a lot or an auction, in log order, for the scrubber. */
@Controller()
@Roles('admin')
export class ReplayTimelineController {
  constructor(private readonly replay: ReplayService) {}

  @CommandRoute(replayTimeline)
  async timeline(
    @ValidBody() body: RequestOf<typeof replayTimeline>,
  ): Promise<Reply<typeof replayTimeline>> {
    return success('Replay timeline', await this.replay.timeline(body.scope));
  }
}
