import type { HolderKeyEvent } from '@facet/event-schemas';
import type { Actor } from '../../shared/domain/actor.js';

/**
 * A user's key-holder key (issue 30), one stream per user (`holder-key-<userId>`). Rules:
 * HK1 The user registers the public half of a key pair their browser made; the private half
 *     never reaches the server.
 * HK2 Registering the same key again changes nothing; a new key replaces the old for tender
 *     events set up afterwards (shares already sealed stay sealed to the old one).
 */
export interface HolderKeyState {
  publicKey: string | null;
  registeredAt: string | null;
}

export interface RegisterHolderKey {
  type: 'RegisterHolderKey';
  publicKey: string;
  actor: Actor;
  at: string;
}
export type HolderKeyCommand = RegisterHolderKey;

export const initialHolderKey = (): HolderKeyState => ({ publicKey: null, registeredAt: null });

export function decideHolderKey(c: HolderKeyCommand, s: HolderKeyState): HolderKeyEvent[] {
  if (s.publicKey === c.publicKey) return [];
  return [
    { type: 'HolderKeyRegistered', data: { userId: c.actor.id, publicKey: c.publicKey, at: c.at } },
  ];
}

export const evolveHolderKey = (_s: HolderKeyState, e: HolderKeyEvent): HolderKeyState => ({
  publicKey: e.data.publicKey,
  registeredAt: e.data.at,
});

export const holderKeyDecider = {
  decide: decideHolderKey,
  evolve: evolveHolderKey,
  initialState: initialHolderKey,
} as const;
