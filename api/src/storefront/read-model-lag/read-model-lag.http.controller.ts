import { Controller } from '@nestjs/common';
import { getReadModelLag, type RequestOf } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { ReadModelLagQuery } from './read-model-lag.query.js';

/** `common/readModelLag`: commit-to-read-model lag of the embedded runner (ms, recent window). */
@Controller()
export class ReadModelLagController {
  constructor(private readonly query: ReadModelLagQuery) {}

  @Public()
  @CommandRoute(getReadModelLag)
  lag(@ValidBody() _: RequestOf<typeof getReadModelLag>): Reply<typeof getReadModelLag> {
    return success('Read model lag', this.query.lag());
  }
}
