import type { LotDetails, LotEvent } from '@facet/event-schemas';
import { replayBids } from './bid-replay.rules.js';
import { pricingOf } from './lot-guards.rules.js';
import type { LotState } from './lot.state.js';

function detailsOf(d: LotDetails): LotDetails {
  const { title, auctionlot_title, auction_lot, desc_proc, auctiontype, auction, buynow, pricing } = d;
  const { weight, total_stones, average_size, qty, sprice, rprice, bprice, deposit } = d;
  const { deposit_amount, featured, categoryTypeId, conditionTypeId, location_id, auctionid } = d;
  return {
    title, auctionlot_title, auction_lot, desc_proc, auctiontype, auction, buynow, pricing, weight,
    total_stones, average_size, qty, sprice, rprice, bprice, deposit, deposit_amount, featured,
    categoryTypeId, conditionTypeId, location_id, auctionid,
    date_added: d.date_added, date_closed: d.date_closed,
  };
}

const without = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  const { [key]: _gone, ...rest } = record;
  return rest;
};

export function evolve(state: LotState, event: LotEvent): LotState {
  switch (event.type) {
    case 'LotCreated': {
      const e = event.data;
      return { ...state, phase: 'scheduled', lotId: e.lotId, sellerId: e.sellerId, details: detailsOf(e), settings: e.settings, dateClosed: e.date_closed };
    }
    case 'LotEdited':
      return { ...state, details: detailsOf(event.data), dateClosed: event.data.date_closed };
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
        ...state, phase: 'sold', buyerId: e.buyerId, soldAmount: e.amount, commonInvoice: e.common_invoice,
        sold: byAuction ? state.sold + e.qty : state.sold, invoices: byAuction ? state.invoices + 1 : state.invoices,
      };
    }
    case 'LotUnsold':
      return { ...state, phase: 'unsold' };
    case 'BidDepositRecorded':
      return { ...state, deposits: { ...state.deposits, [event.data.userId]: event.data.amount } };
    case 'PreBidPlaced': {
      const e = event.data;
      const others = state.preBids.filter((p) => p.userId !== e.userId);
      return { ...state, preBids: [...others, { bidId: e.bidId, userId: e.userId, kind: 'proxy', amount: e.maximum, at: e.at }] };
    }
    case 'ProxyBidPlaced':
    case 'HardBidPlaced': {
      const e = event.data;
      const maximum = 'maximum' in e ? e.maximum : e.amount;
      const kind = event.type === 'ProxyBidPlaced' ? 'proxy' : 'hard';
      return {
        ...state,
        preBids: state.preBids.filter((p) => p.bidId !== e.bidId),
        bids: [...state.bids, { bidId: e.bidId, userId: e.userId, kind, amount: maximum, at: e.at }],
        wprice: e.wprice,
        leader: e.leaderId === e.userId ? { userId: e.userId, maximum, priorityAt: e.at } : state.leader,
        maxima: { ...state.maxima, [e.userId]: maximum },
      };
    }
    case 'AutomaticBidPlaced':
      return { ...state, wprice: event.data.wprice };
    case 'LeaderMaximumChanged': {
      const e = event.data;
      return {
        ...state,
        bids: [...state.bids, { bidId: e.bidId, userId: e.userId, kind: 'proxy', amount: e.maximum, at: e.at }],
        wprice: e.wprice,
        leader: { userId: e.userId, maximum: e.maximum, priorityAt: e.priorityAt },
        maxima: { ...state.maxima, [e.userId]: e.maximum },
      };
    }
    case 'ReverseBidPlaced': {
      const e = event.data;
      return {
        ...state,
        bids: [...state.bids, { bidId: e.bidId, userId: e.userId, kind: 'reverse', amount: e.amount, at: e.at }],
        wprice: e.wprice,
        leader: e.leaderId === e.userId ? { userId: e.userId, maximum: e.amount, priorityAt: e.at } : state.leader,
        maxima: { ...state.maxima, [e.userId]: Math.min(state.maxima[e.userId] ?? e.amount, e.amount) },
      };
    }
    case 'BidRetracted':
      return retract(state, event.data.bidId, event.data.userId);
    case 'SealedOfferPlaced': {
      const e = event.data;
      return { ...state, offers: { ...state.offers, [e.userId]: { bidId: e.bidId, amount: e.amount, at: e.at } } };
    }
    case 'SealedOfferWindowEnded':
      return { ...state, phase: 'awaiting_award', approvalDeadline: event.data.approvalDeadline };
    case 'SealedOfferAwarded':
      return { ...state, wprice: event.data.amount };
    case 'SealedOffersRejected':
      return state;
    case 'BuyNowHeld': {
      const e = event.data;
      return { ...state, holds: { ...state.holds, [e.holdId]: { userId: e.userId, qty: e.qty, expiresAt: e.expiresAt } } };
    }
    case 'BuyNowCheckedOut': {
      const e = event.data;
      return {
        ...state, holds: without(state.holds, e.holdId), checkedOut: [...state.checkedOut, e.holdId],
        sold: state.sold + e.qty, invoices: state.invoices + 1,
      };
    }
    case 'BuyNowHoldReleased':
      return { ...state, holds: without(state.holds, event.data.holdId) };
  }
}

function retract(state: LotState, bidId: string, userId: string): LotState {
  const retracted = [...state.retracted, bidId];
  if (state.preBids.some((p) => p.bidId === bidId)) {
    return { ...state, retracted, preBids: state.preBids.filter((p) => p.bidId !== bidId) };
  }
  if (state.offers[userId]?.bidId === bidId) {
    return { ...state, retracted, offers: without(state.offers, userId) };
  }
  const bids = state.bids.filter((b) => b.bidId !== bidId);
  const book = replayBids(bids, pricingOf(state));
  return { ...state, retracted, bids, leader: book.leader, wprice: book.wprice, maxima: book.maxima };
}
