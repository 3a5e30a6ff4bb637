import { Controller, Res } from '@nestjs/common';
import { exportEvidence, type RequestOf } from '@facet/event-schemas';
import type { FastifyReply } from 'fastify';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { EvidenceExportSource } from './evidence-export.source.js';

/**
 * `audit/export {lot_id}|{auction_id}`: the evidence file itself, as seller reports download
 * theirs (the body is the file, `facet-verify` reads it as saved); errors keep the envelope.
 */
@Controller()
export class EvidenceExportController {
  constructor(private readonly source: EvidenceExportSource) {}

  @CommandRoute(exportEvidence)
  @Roles('admin', 'auditor')
  async export(
    @ValidBody() scope: RequestOf<typeof exportEvidence>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const evidence = await this.source.export(scope);
    const name = `evidence-${scope.kind}-${scope.id.replace(/[^A-Za-z0-9_.-]/g, '_')}.json`;
    await reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(evidence, null, 2));
  }
}
