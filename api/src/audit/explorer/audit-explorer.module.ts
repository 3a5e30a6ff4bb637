import { Module } from '@nestjs/common';
import { AuditExplorerController } from './audit-explorer.http.controller.js';
import { AuditEventReader } from './audit-event.reader.js';

/** Issue 18: the auditor's read-only event explorer (`audit/events`, `audit/verifyStream`). */
@Module({
  controllers: [AuditExplorerController],
  providers: [AuditEventReader],
})
export class AuditExplorerModule {}
