import { Module } from '@nestjs/common';
import { DynamicFieldsModule } from '../dynamic-fields/dynamic-fields.module.js';
import { ReadSideModule } from '../read-side/read-side.module.js';
import { ChangeTemplateStatusController } from './change-template-status/change-template-status.http.controller.js';
import { GetTemplateController } from './get-template/get-template.http.controller.js';
import { GetTemplateLotDefaultsController } from './get-template-lot-defaults/get-template-lot-defaults.http.controller.js';
import { SaveTemplateController } from './save-template/save-template.http.controller.js';
import { TemplateListingsController } from './template-listings/template-listings.http.controller.js';
import { TemplateListingsQuery } from './template-listings/template-listings.query.js';
import { AuctionTemplateCommandBus } from './template-bus/auction-template-command-bus.js';
import { TemplateReader } from './template-reader/template.reader.js';

/** A seller's auction templates: the writes on their own streams, the reads from a read model. */
@Module({
  imports: [ReadSideModule, DynamicFieldsModule],
  controllers: [
    SaveTemplateController,
    ChangeTemplateStatusController,
    TemplateListingsController,
    GetTemplateController,
    GetTemplateLotDefaultsController,
  ],
  providers: [AuctionTemplateCommandBus, TemplateReader, TemplateListingsQuery],
  exports: [AuctionTemplateCommandBus],
})
export class TemplatesModule {}
