import { Controller, Get, Inject, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type { Registry } from 'prom-client';
import { Public } from '../../shared/auth/auth.decorators.js';
import { METRICS_REGISTRY } from './metrics.registry.js';

/**
 * Prometheus scrapes `/metrics` (its default path; text exposition format), see ops/prometheus.yml;
 * `/api/metrics` answers the same for scrapers set up before.
 */
@Controller()
export class MetricsController {
  constructor(@Inject(METRICS_REGISTRY) private readonly registry: Registry) {}

  @Public()
  // A scraper polls from one address every few seconds: never throttled.
  @SkipThrottle()
  @Get(['metrics', 'api/metrics'])
  async metrics(@Res() reply: FastifyReply) {
    const body = await this.registry.metrics();
    void reply.header('content-type', this.registry.contentType).send(body);
  }
}
