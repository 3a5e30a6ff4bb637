import { Global, Module } from '@nestjs/common';
import { MarketplaceMetrics } from './marketplace-metrics.js';

/** Global so the realtime gateway (and any context) can report without importing operations' module. */
@Global()
@Module({ providers: [MarketplaceMetrics], exports: [MarketplaceMetrics] })
export class MarketplaceMetricsModule {}
