import { getReadModelLag } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { ReadModelLagQuery } from './read-model-lag.query.js';

/** `common/readModelLag`: commit-to-read-model lag of the embedded runner (ms, recent window). */
@CommandController()
export class ReadModelLagController {
  constructor(private readonly query: ReadModelLagQuery) {}

  @Public()
  @CommandRoute(getReadModelLag)
  lag(@Call() _: Call<typeof getReadModelLag>) {
    return success('Read model lag', this.query.lag());
  }
}
