import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { frameBody, scopeOf } from '../replay.request.js';
import { ReplayService } from '../replay.service.js';

/** `admin/replay/frame`: what the public and (picked) one bidder saw after events 0..step. */
@Controller('admin/replay')
@Roles('admin')
export class ReplayFrameController {
  constructor(private readonly replay: ReplayService) {}

  @CommandRoute('frame')
  @BodySchema(frameBody)
  async frame(@ValidBody() body: z.infer<typeof frameBody>) {
    return success(
      'Replay frame',
      await this.replay.frame(scopeOf(body), body.step, body.bidder_id),
    );
  }
}
