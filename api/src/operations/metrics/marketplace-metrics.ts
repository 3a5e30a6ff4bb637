import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import type { CommandObserver } from '../../shared/event-sourcing/command-observer.js';

/**
 * The marketplace's own figures: commands by type and outcome with their latency, the size of
 * each append (group commit), live sockets and pushes. Kept in a registry of their own that the
 * process's registry merges (metrics.registry.ts), so any module can report without importing it.
 */
@Injectable()
export class MarketplaceMetrics implements CommandObserver {
  readonly registry = new Registry();
  private sockets: () => number = () => 0;

  private readonly commands = new Counter({
    name: 'facet_commands_total',
    help: 'Commands answered, by command type and outcome (accepted, duplicate, a rejection code, error)',
    labelNames: ['command', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly commandSeconds = new Histogram({
    name: 'facet_command_duration_seconds',
    help: 'Time from a command entering its aggregate bus to its answer, by command type',
    labelNames: ['command'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  private readonly appendEvents = new Histogram({
    name: 'facet_append_batch_events',
    help: 'Events per append to the event store (several commands of one stream when group-committed)',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
    registers: [this.registry],
  });

  private readonly pushes = new Counter({
    name: 'facet_pushes_total',
    help: 'Realtime pushes this node sent to a room, by event',
    labelNames: ['event'] as const,
    registers: [this.registry],
  });

  constructor(buses: CommandBuses) {
    const connected = (): number => this.sockets();
    new Gauge({
      name: 'facet_sockets_connected',
      help: 'socket.io clients connected to this node',
      registers: [this.registry],
      collect() {
        this.set(connected());
      },
    });
    buses.observe(this);
  }

  settled(commandType: string, outcome: string, seconds: number): void {
    this.commands.inc({ command: commandType, outcome });
    this.commandSeconds.observe({ command: commandType }, seconds);
  }

  appended(events: number): void {
    this.appendEvents.observe(events);
  }

  pushed(event: string): void {
    this.pushes.inc({ event });
  }

  /** The realtime gateway says how to count its sockets; read at each scrape. */
  countSockets(count: () => number): void {
    this.sockets = count;
  }
}
