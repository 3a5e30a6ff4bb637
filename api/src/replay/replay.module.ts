import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { ExplainOutcomeController } from './explain-outcome/explain-outcome.http.controller.js';
import { ReplayFrameController } from './replay-frame/replay-frame.http.controller.js';
import { ReplayLogReader } from './replay-log.reader.js';
import { ReplayTimelineController } from './replay-timeline/replay-timeline.http.controller.js';
import { ReplayService } from './replay.service.js';

/** Issue 18: the admin's timeline replay and a bidder's explanation of their own outcome. */
@Module({
  imports: [CatalogModule],
  controllers: [ReplayTimelineController, ReplayFrameController, ExplainOutcomeController],
  providers: [ReplayLogReader, ReplayService],
})
export class ReplayModule {}
