import type { AuctionTemplateDetails } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/domain/actor.js';
import {
  decide,
  evolve,
  initialState,
  type AuctionTemplateCommand,
  type AuctionTemplateState,
} from './auction-template.decider.js';

const seller: Actor = { id: 'seller', role: 'seller' };
const at = '2026-03-01T09:00:00.000Z';
const details: AuctionTemplateDetails = {
  title: 'Monthly rough tender',
  description: 'Run-of-mine.',
  avatar: null,
  duration_hours: 168,
  lot_defaults: { auctiontype: 'standard', pricing: 'per_carat', deposit: 0, deposit_amount: 0 },
};
const create: AuctionTemplateCommand = {
  type: 'CreateAuctionTemplate',
  templateId: 't1',
  details,
  actor: seller,
  at,
};
const edit: AuctionTemplateCommand = {
  type: 'EditAuctionTemplate',
  details: { ...details, title: 'Sealed tender', duration_hours: 72 },
  actor: seller,
  at,
};
const given = (...commands: AuctionTemplateCommand[]): AuctionTemplateState =>
  commands.reduce((s, c) => decide(c, s).reduce(evolve, s), initialState());
const rejects = (code: string) => expect.objectContaining({ code });

describe('Auction template', () => {
  describe('when nothing exists yet', () => {
    it('is created by a seller, who owns it, active', () => {
      expect(decide(create, initialState())).toEqual([
        {
          type: 'AuctionTemplateCreated',
          data: { ...details, templateId: 't1', sellerId: 'seller', at },
        },
      ]);
      expect(given(create)).toMatchObject({ exists: true, sellerId: 'seller', status: 'active' });
    });

    it('refuses a buyer', () => {
      expect(() =>
        decide({ ...create, actor: { id: 'b', role: 'buyer' } }, initialState()),
      ).toThrowError(rejects('template.forbidden'));
    });

    it('cannot be edited or deactivated: it is not found', () => {
      expect(() => decide(edit, initialState())).toThrowError(rejects('template.not-found'));
    });
  });

  describe('when the seller has created it', () => {
    const created = given(create);

    it('a repeated create appends nothing; a different one is refused', () => {
      expect(decide(create, created)).toEqual([]);
      expect(() =>
        decide({ ...create, details: { ...details, title: 'Other' } }, created),
      ).toThrowError(rejects('template.already-exists'));
    });

    it('its seller edits the title, duration and lot defaults', () => {
      expect(given(create, edit).details).toMatchObject({
        title: 'Sealed tender',
        duration_hours: 72,
      });
      expect(decide(edit, given(create, edit))).toEqual([]);
    });

    it('another seller may neither edit nor deactivate it', () => {
      const other: Actor = { id: 'other', role: 'seller' };
      expect(() => decide({ ...edit, actor: other }, created)).toThrowError(
        rejects('template.forbidden'),
      );
      expect(() =>
        decide(
          { type: 'ChangeAuctionTemplateStatus', status: 'inactive', actor: other, at },
          created,
        ),
      ).toThrowError(rejects('template.forbidden'));
    });

    it('an admin may edit it', () => {
      const admin: Actor = { id: 'root', role: 'admin' };
      expect(given(create, { ...edit, actor: admin }).details?.title).toBe('Sealed tender');
    });

    it('is deactivated once; the same change again appends nothing', () => {
      const off: AuctionTemplateCommand = {
        type: 'ChangeAuctionTemplateStatus',
        status: 'inactive',
        actor: seller,
        at,
      };
      expect(decide(off, created)).toMatchObject([
        { type: 'AuctionTemplateStatusChanged', data: { status: 'inactive' } },
      ]);
      expect(decide(off, given(create, off))).toEqual([]);
    });
  });
});
