import { Module } from '@nestjs/common';
import { DeleteBidIncrementController } from './delete-bid-increment/delete-bid-increment.http.controller.js';
import { ListBidIncrementsController } from './list-bid-increments/list-bid-increments.http.controller.js';
import { SaveBidIncrementController } from './save-bid-increment/save-bid-increment.http.controller.js';
import { SetConfigurationController } from './set-configuration/set-configuration.http.controller.js';
import { SettingsCommandBus } from './settings-bus/settings-command-bus.js';

@Module({
  controllers: [
    SaveBidIncrementController,
    DeleteBidIncrementController,
    ListBidIncrementsController,
    SetConfigurationController,
  ],
  providers: [SettingsCommandBus],
  exports: [SettingsCommandBus],
})
export class SettingsModule {}
