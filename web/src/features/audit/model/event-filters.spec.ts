import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersToParams, NO_FILTERS, toEventQuery } from './event-filters';

// Tests run with TZ=UTC (vitest.config.ts), so a local date-time reads as the same UTC instant.
describe('The event explorer asks audit/events', () => {
  it('for the first page of the whole log when no filter is set', () =>
    expect(toEventQuery(NO_FILTERS)).toEqual({ limit: 50 }));

  it('for every filter set, trimmed, the user as user_id and the times as UTC instants', () =>
    expect(
      toEventQuery({
        stream: ' lot-42 ',
        type: 'BidPlaced',
        user: 'u-7',
        from: '2030-01-02T10:00',
        to: '2030-01-03T18:30',
      }),
    ).toEqual({
      stream: 'lot-42',
      type: 'BidPlaced',
      user_id: 'u-7',
      from: '2030-01-02T10:00:00.000Z',
      to: '2030-01-03T18:30:00.000Z',
      limit: 50,
    }));

  it('leaves out a filter of blanks and a time it cannot read', () =>
    expect(toEventQuery({ ...NO_FILTERS, type: '   ', from: 'not a time' })).toEqual({
      limit: 50,
    }));

  it('never sends `after` itself: paging adds it', () =>
    expect(toEventQuery({ ...NO_FILTERS, stream: 'lot-1' })).not.toHaveProperty('after'));
});

describe('The filters in the address bar', () => {
  it('keep only the filters set', () =>
    expect(filtersToParams({ ...NO_FILTERS, stream: 'lot-1', to: '' }).toString()).toBe(
      'stream=lot-1',
    ));

  it('read back as the same filters', () => {
    const filters = { ...NO_FILTERS, stream: 'auction-9', user: 'u-1', from: '2030-01-02T10:00' };
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
  });
});
