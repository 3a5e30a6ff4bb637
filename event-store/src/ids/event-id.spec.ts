import { describe, expect, it } from 'vitest';
import { eventIdFor } from './event-id.js';

const AT = '2026-03-01T10:00:00.000Z';

describe('eventIdFor', () => {
  it('gives the same id for the same command, instant and index, so a retry cannot append twice', () => {
    expect(eventIdFor('lot-1', 'cmd-1', AT, 0)).toBe(eventIdFor('lot-1', 'cmd-1', new Date(AT), 0));
  });

  it('differs by stream, command id, instant and index', () => {
    const ids = new Set([
      // One command id driving two streams in one millisecond (a deposit: ledger, then lot).
      eventIdFor('ledger-buyer-1', 'cmd-1', AT, 0),
      eventIdFor('lot-1', 'cmd-1', AT, 0),
      eventIdFor('lot-1', 'cmd-1', AT, 1),
      eventIdFor('lot-1', 'cmd-2', AT, 0),
      eventIdFor('lot-1', 'cmd-1', '2026-03-01T10:00:00.001Z', 0),
    ]);
    expect(ids.size).toBe(5);
  });

  it('is a UUID v7 whose timestamp is the command instant', () => {
    const id = eventIdFor('lot-1', 'cmd-1', AT, 0);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.parse(AT));
  });
});
