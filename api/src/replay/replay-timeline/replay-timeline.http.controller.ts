import { replayTimeline } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { ReplayService } from '../replay.service.js';

/** `admin/replay/timeline`: every event of a lot or an auction, in log order, for the scrubber. */
@CommandController('admin')
export class ReplayTimelineController {
  constructor(private readonly replay: ReplayService) {}

  @CommandRoute(replayTimeline)
  async timeline(@Call() { body }: Call<typeof replayTimeline>) {
    return success('Replay timeline', await this.replay.timeline(body.scope));
  }
}
