import { requestFields } from '@facet/event-schemas';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseBody } from './request-body.js';

// The spec's paging as a route declares it: the catalogue's lenient window, the lists' checked page.
const lenient = z.strictObject({ ...requestFields.lenientPaging });
const pageWindow = (body: Record<string, unknown>) =>
  requestFields.pageWindow(parseBody(lenient, body));
const pageRequest = (body: Record<string, unknown>, defaultLimit?: number) =>
  parseBody(z.strictObject({ ...requestFields.paging(defaultLimit) }), body);

describe('pageWindow', () => {
  it('shows the first 10 when neither limit nor page is given', () => {
    expect(pageWindow({})).toEqual({ limit: 10, from: 0 });
  });

  it('reads numeric strings and starts page 3 of 20 at the 41st row', () => {
    expect(pageWindow({ limit: '20', page: '3' })).toEqual({ limit: 20, from: 40 });
  });

  it('caps the limit at 100', () => {
    expect(pageWindow({ limit: 5000 }).limit).toBe(100);
  });

  it('falls back on zero, negatives, fractions and junk', () => {
    for (const v of [0, -1, 2.5, 'abc', null, true])
      expect(pageWindow({ limit: v, page: v })).toEqual({ limit: 10, from: 0 });
  });
});

describe('pageRequest', () => {
  it('defaults the limit and page, and refuses a page that is not a whole number (400)', () => {
    expect(pageRequest({})).toEqual({ limit: 10, page: 1 });
    expect(pageRequest({ limit: '25', page: 3 }, 12)).toEqual({ limit: 25, page: 3 });
    expect(pageRequest({}, 12)).toEqual({ limit: 12, page: 1 });
    expect(() => pageRequest({ page: 'two' })).toThrow(/page must be a whole number/);
    expect(() => pageRequest({ limit: 101 })).toThrow(/limit is out of range/);
  });
});
