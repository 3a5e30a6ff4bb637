import { Controller, Inject } from '@nestjs/common';
import { getReadModelLag, type RequestOf } from '@facet/event-schemas';
import type { ProjectionRunner } from '@facet/projections';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { PROJECTION_RUNNER } from '../read-side.tokens.js';

/** `common/readModelLag`: commit-to-read-model lag of the embedded runner (ms, recent window). */
@Controller()
export class ReadModelLagController {
  constructor(@Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner | null) {}

  @Public()
  @CommandRoute(getReadModelLag)
  lag(@ValidBody() _: RequestOf<typeof getReadModelLag>): Reply<typeof getReadModelLag> {
    const l = this.runner?.lag;
    return success(
      'Read model lag',
      l
        ? { p50: l.percentile(50), p99: l.percentile(99), max: l.percentile(100), events: l.count }
        : null,
    );
  }
}
