import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import type { LotDetails, LotEvent, LotSettings } from '@facet/event-schemas';
import { addMinutes, addSeconds } from '../../shared/domain/instant.rules.js';
import { defaultLotSettings } from '../../shared/domain/lot-settings.defaults.js';
import type { Actor } from '../../shared/domain/actor.js';
import type { LotCommand } from './lot.commands.js';
import { decide } from './lot.decider.js';
import { evolve } from './lot.evolve.js';
import { blankLotDetails, initialState, type LotState } from './lot.state.js';

// Test builders: defaults from the rules page (below $1,000 step $10, from $1,000 step $25).
export const T0 = '2026-03-02T10:00:00.000Z';
export const END = '2026-03-09T18:00:00.000Z';
export const minute = (n: number): string => addMinutes(T0, n);
export const beforeEnd = (seconds: number): string => addSeconds(END, -seconds);

export const seller: Actor = { id: 'seller', role: 'seller' };
export const admin: Actor = { id: 'admin', role: 'admin' };
export const buyer = (id: string): Actor => ({ id, role: 'buyer' });

export const rulesTable = [
  { from: 0, to: 1000_00, increment: 10_00 },
  { from: 1000_00, to: null, increment: 25_00 },
];

export const aSettings = (over: Partial<LotSettings> = {}): LotSettings => ({
  ...defaultLotSettings,
  increments: rulesTable,
  ...over,
});

export const aLot = (over: Partial<LotDetails> = {}): LotDetails => ({
  ...blankLotDetails,
  title: 'Rough 10.52 ct, Orapa',
  auction_lot: '17',
  desc_proc: '<p>Sawable octahedra.</p>',
  weight: 1052,
  total_stones: 4,
  average_size: 263,
  sprice: 500_00,
  date_added: T0,
  date_closed: END,
  ...over,
});

let seq = 0;
export const nextId = (prefix: string): string => `${prefix}-${++seq}`;

export const create = (details = aLot(), settings = aSettings()): LotCommand => ({
  type: 'CreateLot',
  lotId: 'l1',
  details,
  settings,
  actor: seller,
  at: addMinutes(T0, -60),
});
export const open = (settings = aSettings(), at = T0): LotCommand => ({
  type: 'OpenLot',
  settings,
  actor: admin,
  at,
});
export const close = (at = END): LotCommand => ({ type: 'CloseLot', actor: admin, at });
export const bid = (
  user: string,
  amount: number | null,
  at = minute(1),
  bidId = nextId('b'),
): LotCommand => ({
  type: 'PlaceBid',
  bidId,
  amount,
  actor: buyer(user),
  at,
});
export const preBid = (user: string, amount: number, at = minute(-30)): LotCommand => ({
  type: 'PlacePreBid',
  bidId: nextId('p'),
  amount,
  actor: buyer(user),
  at,
});
export const deposit = (user: string, amount: number): LotCommand => ({
  type: 'RecordBidDeposit',
  userId: user,
  amount,
  actor: admin,
  at: minute(-1),
});

export interface Played {
  state: LotState;
  events: LotEvent[];
}

/** Decides and folds each command in turn; `events` are those of the last command. */
export function play(state: LotState, ...commands: LotCommand[]): Played {
  let events: LotEvent[] = [];
  for (const c of commands) {
    events = decide(c, state);
    state = events.reduce(evolve, state);
  }
  return { state, events };
}

/** An open lot: created, then opened at T0. */
export const openLot = (
  details: Partial<LotDetails> = {},
  settings: Partial<LotSettings> = {},
): LotState =>
  play(initialState(), create(aLot(details), aSettings(settings)), open(aSettings(settings))).state;

export const given = (state: LotState, ...commands: LotCommand[]): LotState =>
  play(state, ...commands).state;

/** The rejection a command met; a command that was accepted fails the test. */
export const refusal = (run: () => unknown): DomainRejection => {
  try {
    run();
  } catch (err) {
    if (err instanceof DomainRejection) return err;
    throw err;
  }
  throw new Error('the command was accepted');
};
