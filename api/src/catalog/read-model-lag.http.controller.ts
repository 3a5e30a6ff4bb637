import { Controller, Inject } from '@nestjs/common';
import { BodySchema, emptyBody, ValidBody } from '../security/body-schema.js';
import type { ProjectionRunner } from '@facet/projections';
import { Public } from '../shared/auth/auth.decorators.js';
import { CommandRoute } from '../shared/http/command-route.decorator.js';
import { success } from '../shared/http/envelope.js';
import { PROJECTION_RUNNER } from './read-side.tokens.js';

/** `common/readModelLag`: commit-to-read-model lag of the embedded runner (ms, recent window). */
@Controller('common')
export class ReadModelLagController {
  constructor(@Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner | null) {}

  @Public()
  @CommandRoute('readModelLag')
  @BodySchema(emptyBody)
  lag(@ValidBody() _body: unknown) {
    const l = this.runner?.lag;
    return success(
      'Read model lag',
      l
        ? { p50: l.percentile(50), p99: l.percentile(99), max: l.percentile(100), events: l.count }
        : null,
    );
  }
}
