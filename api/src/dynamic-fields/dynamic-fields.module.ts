import { Module } from '@nestjs/common';
import { ChangeDynamicFieldStatusController } from './change-dynamic-field-status/change-dynamic-field-status.http.controller.js';
import { DynamicFieldsCommandBus } from './dynamic-fields-bus/dynamic-fields-command-bus.js';
import { FieldValuesChecker } from './field-values/field-values.checker.js';
import { GetDynamicFieldController } from './get-dynamic-field/get-dynamic-field.http.controller.js';
import { ListDynamicFieldsController } from './list-dynamic-fields/list-dynamic-fields.http.controller.js';
import { ReorderDynamicFieldsController } from './reorder-dynamic-fields/reorder-dynamic-fields.http.controller.js';
import { SaveDynamicFieldController } from './save-dynamic-field/save-dynamic-field.http.controller.js';

/** Dynamic fields (`dynamic/*`): the admin defines extra fields per view_page. */
@Module({
  controllers: [
    SaveDynamicFieldController,
    ChangeDynamicFieldStatusController,
    ReorderDynamicFieldsController,
    ListDynamicFieldsController,
    GetDynamicFieldController,
  ],
  providers: [DynamicFieldsCommandBus, FieldValuesChecker],
  exports: [DynamicFieldsCommandBus, FieldValuesChecker],
})
export class DynamicFieldsModule {}
