import { Controller, Get, Inject } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { Public } from '../auth/auth.decorators.js';
import { CLOCK, type Clock } from '../clock/clock.js';
import { success } from '../http/envelope.js';

@Controller()
export class HealthController {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  @Public()
  // A load balancer probes often from one address; it must never be told to wait.
  @SkipThrottle()
  @Get('health')
  health() {
    return success('ok', { status: 'up', time: this.clock.now().toISOString() });
  }
}
