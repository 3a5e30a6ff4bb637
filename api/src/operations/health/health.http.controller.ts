import { Controller, Get, Inject, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { failure, success } from '../../shared/http/envelope.js';
import { ReadinessService } from './readiness.service.js';

/**
 * `GET /api/health`: the process is alive (liveness: restart it if not). `GET /api/ready`: it can
 * serve now (readiness: send it traffic), see ReadinessService. Plain GETs with no body, outside
 * the route map. A draining node (SIGTERM) answers 503 to both before they get here.
 */
@Public()
// A load balancer probes often from one address; it must never be told to wait.
@SkipThrottle()
@Controller()
export class HealthController {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly readiness: ReadinessService,
  ) {}

  @Get('health')
  health() {
    return success('ok', { status: 'up', time: this.clock.now().toISOString() });
  }

  @Get('ready')
  async ready(@Res() reply: FastifyReply) {
    const { ready, checks } = await this.readiness.check();
    const data = { status: ready ? 'ready' : 'not-ready', checks };
    void reply
      .code(ready ? 200 : 503)
      .send(
        ready
          ? success('ready', data)
          : failure(503, 'server.not-ready', 'The marketplace is not ready', data),
      );
  }
}
