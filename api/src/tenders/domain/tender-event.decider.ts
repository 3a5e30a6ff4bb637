import { ownValue, type TenderEventEvent, type TenderOpening } from '@facet/event-schemas';
import type { Actor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';

/**
 * An encrypted tender event (issue 30), one stream per auction (`tender-<auctionId>`). Rules:
 * TE1 Set up once, with 2 to 9 distinct holders and a threshold from 2 to their number; the
 *     server keeps the public key and each holder's share commitment, never the private key;
 *     each share is kept only sealed to its holder's registered key, for them to collect.
 * TE2 Only a holder presents a share, only once every lot of the event has closed, and only the
 *     share whose sha256 is their commitment ('This share does not belong to this tender event').
 * TE3 With fewer shares than the threshold nothing opens; at the threshold the opening is
 *     recorded once, with the key, every tender and the award.
 */
export interface TenderEventState {
  exists: boolean;
  auctionId: string;
  publicKey: string;
  holders: string[];
  threshold: number;
  lotIds: string[];
  commitments: Record<string, string>;
  /** Each holder's share sealed to their key, and that key (none on events set up before). */
  sealedShares: Record<string, { sealedShare: string; holderKey: string }>;
  /** Shares presented after the close, by holder. */
  presented: Record<string, string>;
  opening: TenderOpening | null;
}

interface Base {
  actor: Actor;
  at: string;
}
export interface SetUpTenderKey extends Base {
  type: 'SetUpTenderKey';
  auctionId: string;
  publicKey: string;
  holders: string[];
  threshold: number;
  lotIds: string[];
  commitments: Record<string, string>;
  /** Each holder's share sealed to their registered key, and that key. */
  sealed: Record<string, { sealedShare: string; holderKey: string }>;
}
export interface PresentShare extends Base {
  type: 'PresentShare';
  share: string;
  shareSha256: string;
  /** Lots of the event still open (the handler reads them): shares wait for the close. */
  openLots: number;
}
export interface RecordOpening extends Base {
  type: 'RecordOpening';
  opening: Omit<TenderOpening, 'at' | 'auctionId' | 'publicKey' | 'lotOrder'>;
}
export type TenderEventCommand = SetUpTenderKey | PresentShare | RecordOpening;

export const initialTenderEvent = (): TenderEventState => ({
  exists: false,
  auctionId: '',
  publicKey: '',
  holders: [],
  threshold: 0,
  lotIds: [],
  commitments: {},
  sealedShares: {},
  presented: {},
  opening: null,
});

export const sharesNeeded = (s: TenderEventState): number =>
  s.opening ? 0 : Math.max(0, s.threshold - Object.keys(s.presented).length);

function decideSetUp(s: TenderEventState, c: SetUpTenderKey): TenderEventEvent[] {
  if (s.exists) reject('tender.already-set-up');
  const distinct = new Set(c.holders).size === c.holders.length;
  if (!distinct || c.holders.length < 2 || c.holders.length > 9) reject('tender.invalid-holders');
  if (c.threshold < 2 || c.threshold > c.holders.length) reject('tender.invalid-holders');
  if (c.lotIds.length === 0) reject('tender.no-sealed-lots');
  const { auctionId, publicKey, holders, threshold, lotIds, at } = c;
  return [
    {
      type: 'TenderKeyPublished',
      data: { auctionId, publicKey, holders, threshold, lotIds, setUpBy: c.actor.id, at },
    },
    ...holders.map((holderId): TenderEventEvent => {
      const shareSha256 = ownValue(c.commitments, holderId) ?? reject('tender.invalid-holders');
      const sealed = ownValue(c.sealed, holderId) ?? reject('tender.holders-without-key');
      return {
        type: 'TenderShareCommitted',
        data: { auctionId, holderId, shareSha256, ...sealed, at },
      };
    }),
  ];
}

function decidePresent(s: TenderEventState, c: PresentShare): TenderEventEvent[] {
  if (!s.exists) reject('tender.event-not-found');
  const holderId = c.actor.id;
  const commitment = ownValue(s.commitments, holderId);
  if (commitment === undefined) reject('tender.not-a-holder');
  if (s.opening || ownValue(s.presented, holderId) === c.share) return [];
  if (c.openLots > 0) reject('tender.not-closed', { open: c.openLots });
  if (commitment !== c.shareSha256) reject('tender.wrong-share');
  const { share, shareSha256, at } = c;
  return [
    {
      type: 'TenderSharePresented',
      data: { auctionId: s.auctionId, holderId, share, shareSha256, at },
    },
  ];
}

function decideOpening(s: TenderEventState, c: RecordOpening): TenderEventEvent[] {
  if (!s.exists) reject('tender.event-not-found');
  if (s.opening) return [];
  if (sharesNeeded(s) > 0) reject('tender.not-opened');
  const { auctionId, publicKey, lotIds } = s;
  return [
    {
      type: 'TenderOpened',
      data: { ...c.opening, auctionId, publicKey, lotOrder: lotIds, at: c.at },
    },
  ];
}

export function decideTenderEvent(c: TenderEventCommand, s: TenderEventState): TenderEventEvent[] {
  switch (c.type) {
    case 'SetUpTenderKey':
      return decideSetUp(s, c);
    case 'PresentShare':
      return decidePresent(s, c);
    case 'RecordOpening':
      return decideOpening(s, c);
  }
}

export function evolveTenderEvent(s: TenderEventState, e: TenderEventEvent): TenderEventState {
  switch (e.type) {
    case 'TenderKeyPublished': {
      const { auctionId, publicKey, holders, threshold, lotIds } = e.data;
      return { ...s, exists: true, auctionId, publicKey, holders, threshold, lotIds };
    }
    case 'TenderShareCommitted': {
      const { holderId, shareSha256, sealedShare, holderKey } = e.data;
      const commitments = { ...s.commitments, [holderId]: shareSha256 };
      if (sealedShare === undefined || holderKey === undefined) return { ...s, commitments };
      const sealedShares = { ...s.sealedShares, [holderId]: { sealedShare, holderKey } };
      return { ...s, commitments, sealedShares };
    }
    case 'TenderSharePresented':
      return { ...s, presented: { ...s.presented, [e.data.holderId]: e.data.share } };
    case 'TenderOpened':
      return { ...s, opening: e.data };
  }
}

export const tenderEventDecider = {
  decide: decideTenderEvent,
  evolve: evolveTenderEvent,
  initialState: initialTenderEvent,
} as const;
