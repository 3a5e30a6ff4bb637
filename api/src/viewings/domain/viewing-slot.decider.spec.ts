import type { ViewingSlotDetails } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/domain/actor.js';
import {
  decide,
  evolve,
  initialState,
  type ViewingSlotCommand,
  type ViewingSlotState,
} from './viewing-slot.decider.js';
import { remindersOwed } from './viewing-time.js';

const admin: Actor = { id: 'admin', role: 'admin' };
const buyer = (id: string): Actor => ({ id, role: 'buyer' });
const at = '2026-03-01T09:00:00.000Z';
const details: ViewingSlotDetails = {
  location: 'Antwerp',
  starts_at: '2026-03-04T10:00:00.000Z',
  minutes: 60,
  capacity: 2,
  auctionId: 'a1',
};
const open: ViewingSlotCommand = {
  type: 'OpenViewingSlot',
  slotId: 's1',
  details,
  actor: admin,
  at,
};
const book = (who: string, over: Partial<ViewingSlotCommand> = {}): ViewingSlotCommand =>
  ({
    type: 'BookViewing',
    purpose: 'auction',
    auctionId: 'a1',
    invoiceId: null,
    kycPassed: true,
    otherAppointments: [],
    actor: buyer(who),
    at,
    ...over,
  }) as ViewingSlotCommand;
const given = (...commands: ViewingSlotCommand[]): ViewingSlotState =>
  commands.reduce((s, c) => decide(c, s).reduce(evolve, s), initialState());
const rejects = (code: string) => expect.objectContaining({ code });

describe('Viewing slot', () => {
  describe('VIEW-1 capacity', () => {
    it('given a slot of 2 seats with one booked, when a second buyer books, the last seat is theirs', () => {
      const s = given(open, book('b1'), book('b2'));
      expect(Object.keys(s.bookings)).toEqual(['b1', 'b2']);
    });

    it('given a full slot, when a third buyer books, it is refused as full', () => {
      expect(() => given(open, book('b1'), book('b2'), book('b3'))).toThrow(
        rejects('viewing.slot-full'),
      );
    });

    it('given a full slot, when a buyer cancels, their seat can be booked again', () => {
      const cancel: ViewingSlotCommand = {
        type: 'CancelViewing',
        buyerId: 'b1',
        actor: buyer('b1'),
        at,
      };
      const s = given(open, book('b1'), book('b2'), cancel, book('b3'));
      expect(Object.keys(s.bookings).sort()).toEqual(['b2', 'b3']);
    });

    it('given two seats booked, when the admin lowers the capacity to 1, it is refused', () => {
      const lower: ViewingSlotCommand = {
        type: 'ChangeViewingSlotCapacity',
        capacity: 1,
        actor: admin,
        at,
      };
      expect(() => given(open, book('b1'), book('b2'), lower)).toThrow(
        rejects('viewing.capacity-below-booked'),
      );
    });

    it('given a full slot, when the admin raises the capacity, a third buyer gets a seat', () => {
      const raise: ViewingSlotCommand = {
        type: 'ChangeViewingSlotCapacity',
        capacity: 3,
        actor: admin,
        at,
      };
      expect(
        Object.keys(given(open, book('b1'), book('b2'), raise, book('b3')).bookings),
      ).toHaveLength(3);
    });

    it('given a booked buyer, when the same booking is retried, one seat is held', () => {
      expect(decide(book('b1'), given(open, book('b1')))).toEqual([]);
    });
  });

  describe('VIEW-2 overlap', () => {
    it('given an appointment elsewhere at the same time, when the buyer books, it is refused', () => {
      const other = { starts_at: '2026-03-04T10:30:00.000Z', minutes: 30 };
      expect(() => given(open, book('b1', { otherAppointments: [other] } as never))).toThrow(
        rejects('viewing.overlap'),
      );
    });

    it('given an appointment right after this slot ends, when the buyer books, it is accepted', () => {
      const other = { starts_at: '2026-03-04T11:00:00.000Z', minutes: 30 };
      expect(
        given(open, book('b1', { otherAppointments: [other] } as never)).bookings['b1'],
      ).toBeDefined();
    });
  });

  describe('VIEW-3 KYC gate', () => {
    it('given a buyer whose identity check has not passed, when they book, it is refused', () => {
      expect(() => given(open, book('b1', { kycPassed: false } as never))).toThrow(
        rejects('viewing.kyc-required'),
      );
    });
  });

  describe('VIEW-4 cancel', () => {
    it('given a booking, when another buyer cancels it, it is refused', () => {
      const cancel: ViewingSlotCommand = {
        type: 'CancelViewing',
        buyerId: 'b1',
        actor: buyer('b2'),
        at,
      };
      expect(() => given(open, book('b1'), cancel)).toThrow(rejects('viewing.forbidden'));
    });

    it('given a cancelled slot, when a buyer books, it is refused', () => {
      const cancel: ViewingSlotCommand = { type: 'CancelViewingSlot', actor: admin, at };
      expect(() => given(open, cancel, book('b1'))).toThrow(rejects('viewing.slot-cancelled'));
    });

    it('given a slot, when a buyer opens, changes or cancels it, it is refused', () => {
      expect(() => given({ ...open, actor: buyer('b1') })).toThrow(rejects('viewing.forbidden'));
      const cancel: ViewingSlotCommand = { type: 'CancelViewingSlot', actor: buyer('b1'), at };
      expect(() => given(open, cancel)).toThrow(rejects('viewing.forbidden'));
    });
  });

  describe('VIEW-5 timing', () => {
    it('given a slot that has started, when a buyer books, it is refused', () => {
      expect(() => given(open, book('b1', { at: '2026-03-04T10:00:00.000Z' } as never))).toThrow(
        rejects('viewing.slot-past'),
      );
    });
  });

  describe('VIEW-6 reminders', () => {
    it('given a booking days ahead, the day-before and hour-before reminders are owed at their times', () => {
      expect(remindersOwed(given(open, book('b1')))).toEqual([
        { buyerId: 'b1', kind: 'day', atMs: Date.parse('2026-03-03T10:00:00.000Z') },
        { buyerId: 'b1', kind: 'hour', atMs: Date.parse('2026-03-04T09:00:00.000Z') },
      ]);
    });

    it('given a reminder sent, when it is sent again, nothing more is recorded', () => {
      const remind: ViewingSlotCommand = {
        type: 'SendViewingReminder',
        buyerId: 'b1',
        kind: 'day',
        actor: admin,
        at,
      };
      const s = given(open, book('b1'), remind);
      expect(decide(remind, s)).toEqual([]);
      expect(remindersOwed(s).map((r) => r.kind)).toEqual(['hour']);
    });

    it('given a booking made on the viewing day, no day-before reminder is owed', () => {
      const s = given(open, book('b1', { at: '2026-03-04T08:00:00.000Z' } as never));
      expect(remindersOwed(s).map((r) => r.kind)).toEqual(['hour']);
    });

    it('given a cancelled slot, no reminder is owed', () => {
      const cancel: ViewingSlotCommand = { type: 'CancelViewingSlot', actor: admin, at };
      expect(remindersOwed(given(open, book('b1'), cancel))).toEqual([]);
    });
  });
});
