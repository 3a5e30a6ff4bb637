import { ownValue } from '@facet/event-schemas';
import type { LotEvent } from '@facet/event-schemas';
import { evolveBidding, without } from './lot-bids.evolve.js';
import type { LotState } from './lot.state.js';

export function evolve(state: LotState, event: LotEvent): LotState {
  switch (event.type) {
    case 'LotCreated': {
      const { lotId, sellerId, settings, at: _at, ...details } = event.data;
      return {
        ...state,
        phase: 'scheduled',
        lotId,
        sellerId,
        details,
        settings,
        dateClosed: details.date_closed,
      };
    }
    case 'LotEdited': {
      const { lotId: _id, editedBy: _by, at: _at, ...details } = event.data;
      return { ...state, details, dateClosed: details.date_closed };
    }
    case 'LotStatusChanged':
      return { ...state, status: event.data.status };
    case 'LotSettingsApplied':
      return { ...state, settings: event.data.settings };
    case 'LotOpened':
      return { ...state, phase: 'open', settings: event.data.settings };
    case 'LotClosingExtended':
      return { ...state, dateClosed: event.data.date_closed };
    case 'LotSold': {
      const e = event.data;
      const byAuction = e.via !== 'buy_now';
      return {
        ...state,
        phase: 'sold',
        buyerId: e.buyerId,
        soldAmount: e.amount,
        commonInvoice: e.common_invoice,
        sold: byAuction ? state.sold + e.qty : state.sold,
        invoices: byAuction ? state.invoices + 1 : state.invoices,
      };
    }
    case 'LotUnsold':
      return { ...state, phase: 'unsold' };
    case 'BidDepositRecorded':
      return { ...state, deposits: { ...state.deposits, [event.data.userId]: event.data.amount } };
    case 'PreBidPlaced':
    case 'ProxyBidPlaced':
    case 'HardBidPlaced':
    case 'AutomaticBidPlaced':
    case 'LeaderMaximumChanged':
    case 'ReverseBidPlaced':
    case 'BidRetracted':
      return evolveBidding(state, event);
    case 'SealedOfferPlaced': {
      const e = event.data;
      return {
        ...state,
        offers: { ...state.offers, [e.userId]: { bidId: e.bidId, amount: e.amount, at: e.at } },
      };
    }
    case 'LotTenderEncrypted': {
      const { auctionId, holders, threshold } = event.data;
      return { ...state, tender: { auctionId, holders, threshold } };
    }
    case 'SealedTenderSubmitted': {
      const { userId, bidId, ciphertext, ciphertextSha256, at } = event.data;
      const tender = {
        bidId,
        ciphertext,
        ciphertextSha256,
        at,
        partyId: event.data.partyId ?? userId,
      };
      return { ...state, tenders: { ...state.tenders, [userId]: tender } };
    }
    case 'SealedTenderWithdrawn':
      return { ...state, tenders: without(state.tenders, event.data.userId) };
    case 'SealedTenderAwaitingOpening':
      return { ...state, phase: 'awaiting_award', approvalDeadline: null, awaitingOpening: true };
    case 'SealedTenderOpened': {
      // The tender's submission time ranks it, as an offer's own time does.
      const { userId, bidId, amount, submittedAt } = event.data;
      const offer = { bidId, amount, at: submittedAt };
      const offers = { ...state.offers, [userId]: offer };
      const tenderWinnerId = event.data.chosen ? userId : state.tenderWinnerId;
      return { ...state, awaitingOpening: false, offers, tenderWinnerId };
    }
    case 'SealedOfferWindowEnded':
      return { ...state, phase: 'awaiting_award', approvalDeadline: event.data.approvalDeadline };
    case 'SealedOfferAwardRequested':
    case 'SealedOfferPassedOver':
      return state;
    case 'SealedOfferProvisionallyAwarded': {
      const { userId, bidId, amount } = event.data;
      return { ...state, provisional: { userId, bidId, amount } };
    }
    case 'SealedOfferApprovalDecided':
      return { ...state, provisional: null };
    case 'SealedOfferAwarded':
      return { ...state, wprice: event.data.amount };
    case 'SealedOffersRejected':
      return state;
    case 'BuyNowHeld': {
      const e = event.data;
      return {
        ...state,
        holds: {
          ...state.holds,
          [e.holdId]: {
            userId: e.userId,
            qty: e.qty,
            expiresAt: e.expiresAt,
            ...(e.unitPrice === undefined ? {} : { unitPrice: e.unitPrice }),
          },
        },
      };
    }
    case 'BuyNowCheckedOut': {
      const e = event.data;
      const offered = ownValue(state.holds, e.holdId)?.unitPrice !== undefined;
      return {
        ...state,
        ...(offered ? { offerSales: { ...state.offerSales, [e.holdId]: e.amount } } : {}),
        holds: without(state.holds, e.holdId),
        checkedOut: [...state.checkedOut, e.holdId],
        sold: state.sold + e.qty,
        invoices: state.invoices + 1,
      };
    }
    case 'BuyNowHoldReleased':
      return { ...state, holds: without(state.holds, event.data.holdId) };
  }
}
