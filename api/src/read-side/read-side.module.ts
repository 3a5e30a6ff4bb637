import { Module } from '@nestjs/common';
import { ReadModelReader } from './read-model.reader.js';
import { readSideProviders } from './read-side.providers.js';
import { PROJECTION_RUNNER, READ_MODEL_STORE } from './read-side.tokens.js';

/**
 * The read side's wiring: the read-model store (memory or Redis), the embedded projection runner
 * that keeps it, and the typed reader every context's queries use. No routes of its own.
 */
@Module({
  providers: [...readSideProviders, ReadModelReader],
  exports: [READ_MODEL_STORE, PROJECTION_RUNNER, ReadModelReader],
})
export class ReadSideModule {}
