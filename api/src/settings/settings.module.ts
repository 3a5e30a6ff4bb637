import { Module } from '@nestjs/common';
import { DeleteBidIncrementController } from './delete-bid-increment/delete-bid-increment.http.controller.js';
import { GetBidIncrementController } from './get-bid-increment/get-bid-increment.http.controller.js';
import { ListBidIncrementsController } from './list-bid-increments/list-bid-increments.http.controller.js';
import { PhrasesController } from './phrases/phrases.http.controller.js';
import { ConfigurationVariablesController } from './read-configuration/configuration-variables.http.controller.js';
import { ReplaceBidIncrementsController } from './replace-bid-increments/replace-bid-increments.http.controller.js';
import { SaveBidIncrementController } from './save-bid-increment/save-bid-increment.http.controller.js';
import { SetConfigurationController } from './set-configuration/set-configuration.http.controller.js';
import { SettingsCommandBus } from './settings-bus/settings-command-bus.js';
import { MultiTableActionController } from './site-tables/multi-table-action.http.controller.js';
import {
  SaveTableRowController,
  UpdateTableRowController,
} from './site-tables/save-table-row.http.controller.js';
import { SearchTableController } from './site-tables/search-table.http.controller.js';

@Module({
  controllers: [
    SaveBidIncrementController,
    DeleteBidIncrementController,
    ListBidIncrementsController,
    GetBidIncrementController,
    ReplaceBidIncrementsController,
    SetConfigurationController,
    ConfigurationVariablesController,
    SearchTableController,
    SaveTableRowController,
    UpdateTableRowController,
    MultiTableActionController,
    PhrasesController,
  ],
  providers: [SettingsCommandBus],
  exports: [SettingsCommandBus],
})
export class SettingsModule {}
