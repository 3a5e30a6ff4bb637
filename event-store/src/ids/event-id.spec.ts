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

  it('keeps the ids already in every store: a retry after an upgrade still finds its events', () => {
    expect(eventIdFor('lot-1', 'cmd-1', AT, 0)).toBe('019ca8d7-2d00-7d32-aa48-2b643f5eca59');
    // The same instant written without milliseconds, and another offset, hash as their ISO form.
    expect(eventIdFor('lot-1', 'cmd-1', '2026-03-01T10:00:00Z', 2)).toBe(
      '019ca8d7-2d00-7b5a-aead-bf852a46de21',
    );
    expect(eventIdFor('lot-1', 'cmd-1', new Date('2026-03-01T10:00:00.5+01:00'), 1)).toBe(
      '019ca8a0-4074-7833-9224-0dde1c4d22c3',
    );
  });

  it('refuses an instant that is not one, even right after a good one', () => {
    eventIdFor('lot-1', 'cmd-1', AT, 0);
    expect(() => eventIdFor('lot-1', 'cmd-1', 'not a date', 0)).toThrow(RangeError);
    expect(eventIdFor('lot-1', 'cmd-1', AT, 0)).toBe('019ca8d7-2d00-7d32-aa48-2b643f5eca59');
  });
});
