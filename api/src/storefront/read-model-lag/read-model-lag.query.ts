import { Inject, Injectable } from '@nestjs/common';
import type { ReadModelLagAnswer } from '@facet/event-schemas';
import type { ProjectionRunner } from '@facet/projections';
import { PROJECTION_RUNNER } from '../../read-side/read-side.tokens.js';

/** The embedded runner's commit-to-read-model lag (ms, recent window); null on a scale-out node. */
@Injectable()
export class ReadModelLagQuery {
  constructor(@Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner | null) {}

  lag(): ReadModelLagAnswer {
    const l = this.runner?.lag;
    return l
      ? { p50: l.percentile(50), p99: l.percentile(99), max: l.percentile(100), events: l.count }
      : null;
  }
}
