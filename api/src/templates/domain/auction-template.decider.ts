import type { AuctionTemplateDetails, AuctionTemplateEvent } from '@facet/event-schemas';
import type { Actor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { sameData } from '../../shared/domain/same-data.js';

interface Base {
  at: string;
  actor: Actor;
}
export interface CreateAuctionTemplate extends Base {
  type: 'CreateAuctionTemplate';
  templateId: string;
  details: AuctionTemplateDetails;
}
export interface EditAuctionTemplate extends Base {
  type: 'EditAuctionTemplate';
  details: AuctionTemplateDetails;
}
export interface ChangeAuctionTemplateStatus extends Base {
  type: 'ChangeAuctionTemplateStatus';
  status: 'active' | 'inactive' | 'removed';
}
export type AuctionTemplateCommand =
  CreateAuctionTemplate | EditAuctionTemplate | ChangeAuctionTemplateStatus;

export interface AuctionTemplateState {
  exists: boolean;
  templateId: string;
  sellerId: string;
  details: AuctionTemplateDetails | null;
  status: 'active' | 'inactive' | 'removed';
}

export const initialState = (): AuctionTemplateState => ({
  exists: false,
  templateId: '',
  sellerId: '',
  details: null,
  status: 'active',
});

/** A template is never finished: a removed one can be brought back by its seller. */
export const isTerminal = (_state: AuctionTemplateState): boolean => false;

export function evolve(
  state: AuctionTemplateState,
  event: AuctionTemplateEvent,
): AuctionTemplateState {
  switch (event.type) {
    case 'AuctionTemplateCreated': {
      const { templateId, sellerId, at: _at, ...details } = event.data;
      return { ...state, exists: true, templateId, sellerId, details };
    }
    case 'AuctionTemplateEdited': {
      const { templateId: _id, editedBy: _by, at: _at, ...details } = event.data;
      return { ...state, details };
    }
    case 'AuctionTemplateStatusChanged':
      return { ...state, status: event.data.status };
  }
}

// Only its seller or an admin; a stranger learns no more than that it is not theirs.
function assertManages(state: AuctionTemplateState, actor: Actor): void {
  if (!state.exists) reject('template.not-found');
  if (actor.role !== 'admin' && !(actor.role === 'seller' && actor.id === state.sellerId))
    reject('template.forbidden');
}

export function decide(
  command: AuctionTemplateCommand,
  state: AuctionTemplateState,
): AuctionTemplateEvent[] {
  const { actor, at } = command;
  switch (command.type) {
    case 'CreateAuctionTemplate':
      if (state.exists)
        return sameData(state.details, command.details) ? [] : reject('template.already-exists');
      if (actor.role === 'buyer') reject('template.forbidden');
      return [
        {
          type: 'AuctionTemplateCreated',
          data: { ...command.details, templateId: command.templateId, sellerId: actor.id, at },
        },
      ];
    case 'EditAuctionTemplate':
      assertManages(state, actor);
      if (sameData(state.details, command.details)) return [];
      return [
        {
          type: 'AuctionTemplateEdited',
          data: { ...command.details, templateId: state.templateId, editedBy: actor.id, at },
        },
      ];
    case 'ChangeAuctionTemplateStatus':
      assertManages(state, actor);
      if (state.status === command.status) return [];
      return [
        {
          type: 'AuctionTemplateStatusChanged',
          data: { templateId: state.templateId, status: command.status, changedBy: actor.id, at },
        },
      ];
  }
}

export const auctionTemplateDecider = { decide, evolve, initialState, isTerminal } as const;
