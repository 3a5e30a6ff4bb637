import { Module } from '@nestjs/common';
import { DeleteBidIncrementController } from './delete-bid-increment/delete-bid-increment.http.controller.js';
import { GetBidIncrementController } from './get-bid-increment/get-bid-increment.http.controller.js';
import { GetConfigurationVariableController } from './get-configuration-variable/get-configuration-variable.http.controller.js';
import { ListBidIncrementsController } from './list-bid-increments/list-bid-increments.http.controller.js';
import { ListConfigurationVariablesController } from './list-configuration-variables/list-configuration-variables.http.controller.js';
import { ListPhrasesController } from './list-phrases/list-phrases.http.controller.js';
import { ReplaceBidIncrementsController } from './replace-bid-increments/replace-bid-increments.http.controller.js';
import { SaveBidIncrementController } from './save-bid-increment/save-bid-increment.http.controller.js';
import { SetConfigurationController } from './set-configuration/set-configuration.http.controller.js';
import { SetPhraseController } from './set-phrase/set-phrase.http.controller.js';
import { SetSellerCommissionController } from './set-seller-commission/set-seller-commission.http.controller.js';
import { SettingsCommandBus } from './settings-bus/settings-command-bus.js';
import { SaveSiteTableRowController } from './site-tables/save-site-table-row/save-site-table-row.http.controller.js';
import { SaveSiteTableRowHandler } from './site-tables/save-site-table-row/save-site-table-row.handler.js';
import { SiteTableRowActionController } from './site-tables/save-site-table-row/site-table-row-action.http.controller.js';
import { SearchSiteTableController } from './site-tables/search-site-table/search-site-table.http.controller.js';
import { SetSiteTableRowsActiveController } from './site-tables/set-site-table-rows-active/set-site-table-rows-active.http.controller.js';

@Module({
  controllers: [
    SaveBidIncrementController,
    DeleteBidIncrementController,
    ListBidIncrementsController,
    GetBidIncrementController,
    ReplaceBidIncrementsController,
    SetConfigurationController,
    ListConfigurationVariablesController,
    GetConfigurationVariableController,
    SearchSiteTableController,
    SaveSiteTableRowController,
    SiteTableRowActionController,
    SetSiteTableRowsActiveController,
    ListPhrasesController,
    SetPhraseController,
    SetSellerCommissionController,
  ],
  providers: [SettingsCommandBus, SaveSiteTableRowHandler],
  exports: [SettingsCommandBus],
})
export class SettingsModule {}
