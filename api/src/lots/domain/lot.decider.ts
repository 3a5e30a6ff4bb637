import type { LotEvent } from '@facet/event-schemas';
import { decideAddToCart, decideCheckout, decideReleaseHold } from './buy-now.decide.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { decideHoldForOffer } from './offer-hold.decide.js';
import {
  decideClose,
  decideCreate,
  decideEdit,
  decideOpen,
  decideSettings,
  decideStatus,
} from './lot-lifecycle.decide.js';
import type { LotCommand } from './lot.commands.js';
import { evolve } from './lot.evolve.js';
import { initialState, isTerminal, type LotState } from './lot.state.js';
import { decideDeposit, decideRetract } from './retraction.decide.js';
import { decideReverseBid } from './reverse-bid.decide.js';
import { decideAward, decideOffer, decideRejectAll } from './sealed-offer.decide.js';
import {
  decideApplyTenderKey,
  decideOpenTenders,
  decideSubmitTender,
  decideWithdrawTender,
} from './sealed-tender.decide.js';
import { decideApproval } from './seller-approval.decide.js';
import { decidePreBid, decideStandardBid } from './standard-bid.decide.js';

/**
 * Decides a command against the lot's state: the events to append (`[]` when a repeated
 * command would change nothing), or a thrown `DomainRejection`.
 */
export function decide(command: LotCommand, state: LotState): LotEvent[] {
  switch (command.type) {
    case 'CreateLot':
      return decideCreate(state, command);
    case 'EditLot':
      return decideEdit(state, command);
    case 'ChangeLotStatus':
      return decideStatus(state, command);
    case 'ApplyLotSettings':
      return decideSettings(state, command);
    case 'OpenLot':
      return decideOpen(state, command);
    case 'CloseLot':
      return decideClose(state, command);
    case 'RecordBidDeposit':
      return decideDeposit(state, command);
    case 'PlaceBid':
      if (state.details.auctiontype === 'sealed' && state.phase !== 'none')
        return decideOffer(state, command);
      if (state.details.auctiontype === 'reverse') return decideReverseBid(state, command);
      return decideStandardBid(state, command);
    case 'PlacePreBid':
      return decidePreBid(state, command);
    case 'PlaceOffer':
      return decideOffer(state, command);
    case 'AwardOffer':
      return decideAward(state, command);
    case 'RejectAllOffers':
      return decideRejectAll(state, command);
    case 'ApplyTenderKey':
      return decideApplyTenderKey(state, command);
    case 'SubmitTender':
      return decideSubmitTender(state, command);
    case 'WithdrawTender':
      return decideWithdrawTender(state, command);
    case 'OpenTenders':
      return decideOpenTenders(state, command);
    case 'DecideApproval':
      return decideApproval(state, command);
    case 'RetractBid':
      return decideRetract(state, command);
    case 'AddToCart':
      return decideAddToCart(state, command);
    case 'HoldForOffer':
      return decideHoldForOffer(state, command);
    case 'CheckoutHold':
      return decideCheckout(state, command);
    case 'ReleaseHold':
      return decideReleaseHold(state, command);
    default:
      return reject('command.unknown');
  }
}

/** The lot decider as one value, for the event-store's decider helper. */
export const lotDecider = { decide, evolve, initialState, isTerminal } as const;

export const foldLot = (events: readonly LotEvent[], from: LotState = initialState()): LotState =>
  events.reduce(evolve, from);
