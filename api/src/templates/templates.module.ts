import { Module } from '@nestjs/common';
import { DynamicFieldsModule } from '../dynamic-fields/dynamic-fields.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { ChangeTemplateStatusController } from './change-template-status/change-template-status.http.controller.js';
import { SaveTemplateController } from './save-template/save-template.http.controller.js';
import { AuctionTemplatesController } from './template-listings/auction-templates.http.controller.js';
import { AuctionTemplateCommandBus } from './template-bus/auction-template-command-bus.js';

/** A seller's auction templates: the writes on their own streams, the reads from a read model. */
@Module({
  imports: [CatalogModule, DynamicFieldsModule],
  controllers: [SaveTemplateController, ChangeTemplateStatusController, AuctionTemplatesController],
  providers: [AuctionTemplateCommandBus],
  exports: [AuctionTemplateCommandBus],
})
export class TemplatesModule {}
