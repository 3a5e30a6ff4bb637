import { Module } from '@nestjs/common';
import { ReadSideModule } from '../read-side/read-side.module.js';
import { ExplainOutcomeController } from './explain-outcome/explain-outcome.http.controller.js';
import { ReplayFrameController } from './replay-frame/replay-frame.http.controller.js';
import { ReplayLogReader } from './replay-log.reader.js';
import { ReplayTimelineController } from './replay-timeline/replay-timeline.http.controller.js';
import { ReplayService } from './replay.service.js';

/** Issue 18: the admin's timeline replay and a bidder's explanation of their own outcome. */
@Module({
  imports: [ReadSideModule],
  controllers: [ReplayTimelineController, ReplayFrameController, ExplainOutcomeController],
  providers: [ReplayLogReader, ReplayService],
})
export class ReplayModule {}
