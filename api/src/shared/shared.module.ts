import {
  type DynamicModule,
  Global,
  Inject,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { EventStore } from '@facet/event-store';
import { TokenService, resolveJwtSecret } from './auth/token.service.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { CLOCK, type Clock, systemClock } from './clock/clock.js';
import type { MessageResolver } from './errors/domain-rejection.js';
import { EnvelopeExceptionFilter } from './errors/envelope-exception.filter.js';
import { CommandBuses } from './event-sourcing/command-buses.js';
import { eventStoreProviders } from './event-sourcing/event-store.providers.js';
import { EVENT_REGISTRY, EVENT_STORE } from './event-sourcing/tokens.js';

export interface SharedOptions {
  config: AppConfig;
  clock?: Clock;
  /** The message of each rejection code (the contexts own the wording; shared imports none). */
  messages: MessageResolver;
}

/** Closes the store last, after HTTP has drained (Nest runs shutdown hooks after dispose). */
class EventStoreCloser implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}
  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

@Global()
@Module({})
export class SharedModule {
  static forRoot(options: SharedOptions): DynamicModule {
    const clock = options.clock ?? systemClock;
    return {
      module: SharedModule,
      providers: [
        { provide: APP_CONFIG, useValue: options.config },
        { provide: CLOCK, useValue: clock },
        ...eventStoreProviders,
        CommandBuses,
        EventStoreCloser,
        {
          provide: TokenService,
          useFactory: () =>
            new TokenService(
              resolveJwtSecret(options.config.jwtSecret, options.config.dataDir),
              options.config.accessTokenTtlSeconds,
              clock,
            ),
        },
        { provide: APP_FILTER, useFactory: () => new EnvelopeExceptionFilter(options.messages) },
      ],
      exports: [APP_CONFIG, CLOCK, EVENT_STORE, EVENT_REGISTRY, CommandBuses, TokenService],
    };
  }
}
