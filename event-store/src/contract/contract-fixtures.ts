import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@facet/event-schemas';
import { eventIdFor } from '../ids/event-id.js';

export const AT = '2026-03-01T10:00:00.000Z';

/** A new event with a fresh UUID v7 id and fixed metadata. */
export function anEvent(
  type = 'BidPlaced',
  data: unknown = { amount: 610_00 },
  id?: string,
): NewEvent {
  const commandId = randomUUID();
  return {
    id: id ?? eventIdFor('contract', commandId, AT, 0),
    type,
    schemaVersion: 1,
    data,
    metadata: { correlationId: commandId, causationId: commandId, at: AT, commandId },
  };
}

export const events = (n: number, type = 'BidPlaced'): NewEvent[] =>
  Array.from({ length: n }, (_, i) => anEvent(type, { n: i, amount: (600 + i) * 100 }));

export const streamName = (prefix = 'lot'): string => `${prefix}-${randomUUID()}`;

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
