import { replayFrame } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { ReplayService } from '../replay.service.js';

/** `admin/replay/frame`: what the public and (picked) one bidder saw after events 0..step. */
@CommandController('admin')
export class ReplayFrameController {
  constructor(private readonly replay: ReplayService) {}

  @CommandRoute(replayFrame)
  async frame(@Call() { body: { scope, step, bidder_id } }: Call<typeof replayFrame>) {
    return success('Replay frame', await this.replay.frame(scope, step, bidder_id));
  }
}
