import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import {
  getOptionsToken,
  getStorageToken,
  type ThrottlerModuleOptions,
  ThrottlerStorageService,
} from '@nestjs/throttler';
import type { RateLimitConfig } from '../../shared/config/app-config.js';
import { ClientThrottlerGuard } from './client-throttler.guard.js';
import { RedisThrottlerStorage } from './redis-throttler.storage.js';

/**
 * @nestjs/throttler's guard and storage, wired here rather than through ThrottlerModule so the
 * Redis storage is a provider Nest closes on shutdown. Import it after the identity module: its
 * guard must run after the bearer guard, which tells who the client is.
 */
@Module({})
export class RateLimitModule {
  static forRoot(config: RateLimitConfig): DynamicModule {
    const options: ThrottlerModuleOptions = {
      throttlers: [{ name: 'default', ttl: 60_000, limit: config.perMinute }],
      skipIf: () => config.perMinute === 0,
    };
    return {
      module: RateLimitModule,
      providers: [
        { provide: getOptionsToken(), useValue: options },
        {
          provide: getStorageToken(),
          useFactory: () =>
            config.redisUrl
              ? new RedisThrottlerStorage(config.redisUrl)
              : new ThrottlerStorageService(),
        },
        { provide: APP_GUARD, useClass: ClientThrottlerGuard },
      ],
    };
  }
}
