import { Module } from '@nestjs/common';
import { ReadSideModule } from '../read-side/read-side.module.js';
import { ChangeDynamicFieldStatusController } from './change-dynamic-field-status/change-dynamic-field-status.http.controller.js';
import { DynamicTableActionController } from './dynamic-table-action/dynamic-table-action.http.controller.js';
import { DynamicTableActionHandler } from './dynamic-table-action/dynamic-table-action.handler.js';
import { DynamicTableController } from './dynamic-table/dynamic-table.http.controller.js';
import { DynamicTableQuery } from './dynamic-table/dynamic-table.query.js';
import { DynamicTableCommandBus } from './dynamic-table-bus/dynamic-table-command-bus.js';
import { DynamicFieldsCommandBus } from './dynamic-fields-bus/dynamic-fields-command-bus.js';
import { FieldValuesChecker } from './field-values/field-values.checker.js';
import { GetDynamicFieldController } from './get-dynamic-field/get-dynamic-field.http.controller.js';
import { ListDynamicFieldsController } from './list-dynamic-fields/list-dynamic-fields.http.controller.js';
import { ReorderDynamicFieldsController } from './reorder-dynamic-fields/reorder-dynamic-fields.http.controller.js';
import { SaveDynamicFieldController } from './save-dynamic-field/save-dynamic-field.http.controller.js';

/** Dynamic fields (`dynamic/*`): the admin defines extra fields per view_page, and tables of rows whose columns are those fields. */
@Module({
  imports: [ReadSideModule],
  controllers: [
    SaveDynamicFieldController,
    ChangeDynamicFieldStatusController,
    ReorderDynamicFieldsController,
    ListDynamicFieldsController,
    GetDynamicFieldController,
    DynamicTableActionController,
    DynamicTableController,
  ],
  providers: [
    DynamicFieldsCommandBus,
    FieldValuesChecker,
    DynamicTableCommandBus,
    DynamicTableActionHandler,
    DynamicTableQuery,
  ],
  exports: [DynamicFieldsCommandBus, FieldValuesChecker],
})
export class DynamicFieldsModule {}
