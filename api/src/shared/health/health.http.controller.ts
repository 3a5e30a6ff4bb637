import { Controller, Get, Inject } from '@nestjs/common';
import { Public } from '../auth/auth.decorators.js';
import { CLOCK, type Clock } from '../clock/clock.js';
import { success } from '../http/envelope.js';

@Controller()
export class HealthController {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  @Public()
  @Get('health')
  health() {
    return success('ok', { status: 'up', time: this.clock.now().toISOString() });
  }
}
