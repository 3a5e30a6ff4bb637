import { Controller, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { badRequest } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { readBody, text } from '../../shared/http/request-fields.js';
import { type EvidenceRequest, EvidenceExportSource } from './evidence-export.source.js';

const exportBody = handParsedBody({
  lot_id: ['id', 'The lot to export (or auction_id)'],
  auction_id: ['id', "The auction to export with all its lots' streams (or lot_id)"],
});

function evidenceRequest(raw: unknown): EvidenceRequest {
  const body = readBody(raw, Object.keys(exportBody.shape));
  const lot = text(body, 'lot_id', { max: 128 });
  const auction = text(body, 'auction_id', { max: 128 });
  if (lot && !auction) return { kind: 'lot', id: lot };
  if (auction && !lot) return { kind: 'auction', id: auction };
  throw badRequest('Give lot_id or auction_id', 'request.invalid-field', { field: 'lot_id' });
}

/**
 * `audit/export {lot_id}|{auction_id}`: the evidence file itself, as seller reports download
 * theirs (the body is the file, `facet-verify` reads it as saved); errors keep the envelope.
 */
@Controller('audit')
export class EvidenceExportController {
  constructor(private readonly source: EvidenceExportSource) {}

  @CommandRoute('export')
  @Roles('admin', 'auditor')
  @BodySchema(exportBody)
  async export(@ValidBody() raw: unknown, @Res() reply: FastifyReply): Promise<void> {
    const request = evidenceRequest(raw);
    const evidence = await this.source.export(request);
    const name = `evidence-${request.kind}-${request.id.replace(/[^A-Za-z0-9_.-]/g, '_')}.json`;
    await reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(evidence, null, 2));
  }
}
