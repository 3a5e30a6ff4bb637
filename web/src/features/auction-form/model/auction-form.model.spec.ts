import type { AuctionTemplateRecord } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import {
  emptyAuction,
  fromLocalInput,
  fromTemplate,
  toAuctionAction,
  toLocalInput,
  validateAuction,
} from './auction-form.model';

const valid = {
  ...emptyAuction(),
  title: 'Antwerp rough',
  date_added: '2026-03-02T10:00',
  date_closed: '2026-03-09T18:00',
};

describe('The auction form', () => {
  it("says 'Required' for a blank title and blank dates", () => {
    expect(validateAuction(emptyAuction())).toEqual({
      title: 'form.required',
      date_added: 'form.required',
      date_closed: 'form.required',
    });
  });

  it('accepts a title and a window that ends after it starts', () => {
    expect(validateAuction(valid)).toEqual({});
  });

  it('refuses dates before 1900 or after 2100 (spec 5)', () => {
    expect(validateAuction({ ...valid, date_added: '1899-12-31T23:59' }).date_added).toBe(
      'form.dateRange',
    );
    expect(validateAuction({ ...valid, date_closed: '2101-01-01T00:00' }).date_closed).toBe(
      'form.dateRange',
    );
    expect(validateAuction({ ...valid, date_added: '1900-01-01T00:00' })).toEqual({});
  });

  it('refuses an end at or before the start', () => {
    expect(validateAuction({ ...valid, date_closed: valid.date_added }).date_closed).toBe(
      'form.endAfterStart',
    );
  });

  it('round-trips an instant through the date-time input', () => {
    const iso = '2026-03-02T10:15:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('not a date')).toBeNull();
  });

  it('sends a new auction without an id, an edit with one, dates as UTC instants', () => {
    expect(toAuctionAction(valid, null)).not.toHaveProperty('id');
    expect(toAuctionAction(valid, 'a1')).toMatchObject({
      action: 'edit',
      id: 'a1',
      date_added: fromLocalInput(valid.date_added),
    });
  });

  it("sends the seller's approval window only when one is set (issue 30, none by default)", () => {
    expect(toAuctionAction(valid, null)).not.toHaveProperty('approval_window_minutes');
    expect(toAuctionAction({ ...valid, approval_window_minutes: ' 1440 ' }, null)).toMatchObject({
      approval_window_minutes: '1440',
    });
  });

  it("starts an auction from a template at the next whole hour, for the template's duration", () => {
    const template = {
      id: 't1',
      title: 'Monthly tender',
      description: 'Rough',
      avatar: 'cover.webp',
      duration_hours: 72,
    } as AuctionTemplateRecord;
    const now = Date.parse('2026-03-02T10:20:00.000Z');
    const v = fromTemplate(template, now);
    expect(v).toMatchObject({
      title: 'Monthly tender',
      description: 'Rough',
      avatar: 'cover.webp',
    });
    expect(fromLocalInput(v.date_added)).toBe('2026-03-02T11:00:00.000Z');
    expect(fromLocalInput(v.date_closed)).toBe('2026-03-05T11:00:00.000Z');
  });
});
