import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { ReadSideModule } from '../read-side/read-side.module.js';
import { CheckAppointmentsForAuctionController } from './check-appointments/check-appointments-for-auction.http.controller.js';
import { CheckAppointmentsController } from './check-appointments/check-appointments.http.controller.js';
import { ViewingDayListController } from './day-list/viewing-day-list.http.controller.js';
import { GetAppointmentForInvoiceController } from './my-appointments/get-appointment-for-invoice.http.controller.js';
import { GetAppointmentsController } from './my-appointments/get-appointments.http.controller.js';
import { MyAppointmentsQuery } from './my-appointments/my-appointments.query.js';
import { ViewingMails } from './reminders/viewing-mails.js';
import { ViewingReminders } from './reminders/viewing-reminders.js';
import { ViewingSlotActionController } from './slot-action/viewing-slot-action.http.controller.js';
import { UpdateAppointmentController } from './update-appointment/update-appointment.http.controller.js';
import { UpdateAppointmentHandler } from './update-appointment/update-appointment.handler.js';
import { ViewingSlotCommandBus } from './viewing-bus/viewing-slot-command-bus.js';
import { KycGate } from './viewing-reader/kyc-gate.js';
import { ViewingSlotsReader } from './viewing-reader/viewing-slots.reader.js';

/** Viewings: slots per viewing room, booked to view an auction's rough or to collect an invoice. */
@Module({
  imports: [ReadSideModule, IdentityModule, CompaniesModule],
  controllers: [
    CheckAppointmentsController,
    CheckAppointmentsForAuctionController,
    GetAppointmentsController,
    GetAppointmentForInvoiceController,
    UpdateAppointmentController,
    ViewingSlotActionController,
    ViewingDayListController,
  ],
  providers: [
    ViewingSlotCommandBus,
    ViewingSlotsReader,
    KycGate,
    MyAppointmentsQuery,
    UpdateAppointmentHandler,
    ViewingMails,
    ViewingReminders,
  ],
})
export class ViewingsModule {}
