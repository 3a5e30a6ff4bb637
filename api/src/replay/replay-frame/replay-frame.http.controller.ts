import { Controller } from '@nestjs/common';
import { type RequestOf, replayFrame } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { ReplayService } from '../replay.service.js';

/** `admin/replay/frame`: what the public and (picked) one bidder saw after events 0..step. */
@Controller()
@Roles('admin')
export class ReplayFrameController {
  constructor(private readonly replay: ReplayService) {}

  @CommandRoute(replayFrame)
  async frame(
    @ValidBody() { scope, step, bidder_id }: RequestOf<typeof replayFrame>,
  ): Promise<Reply<typeof replayFrame>> {
    return success('Replay frame', await this.replay.frame(scope, step, bidder_id));
  }
}
