import { describe, expect, it } from 'vitest';
import { aLot, HOUR, iso, NOW } from '@/testing/lot-builder';
import { bidMode, canBuyNow, lotPhase, needsDeposit } from './lot-timing';
import { featuredSlidesPerView, visibleThumbnails } from './responsive-counts';

describe('Bid mode (spec 1)', () => {
  it('is proxy by default', () => expect(bidMode(aLot(), undefined)).toBe('proxy'));
  it('is hard when proxy_bidding_settings is 0', () => expect(bidMode(aLot(), '0')).toBe('hard'));
  it('is proxy for any other value', () => expect(bidMode(aLot(), 2)).toBe('proxy'));
  // The server sends no custom-offer flag (`custom_auctionlot_offer`): a sealed lot is one by type.
  it('is sealed for sealed lots, whatever the proxy setting', () => {
    expect(bidMode(aLot({ auctiontype: 'sealed' }), 0)).toBe('sealed');
    expect(bidMode(aLot({ auctiontype: 'sealed' }), 1)).toBe('sealed');
  });
  it('is reverse for reverse lots', () =>
    expect(bidMode(aLot({ auctiontype: 'reverse' }), 1)).toBe('reverse'));
});

describe('Lot phase', () => {
  it('is upcoming before the start', () =>
    expect(lotPhase(aLot({ date_added: iso(HOUR) }), NOW)).toBe('upcoming'));
  it('is live between start and end', () => expect(lotPhase(aLot(), NOW)).toBe('live'));
  it('is closing when open past the end', () =>
    expect(lotPhase(aLot({ date_closed: iso(-1) }), NOW)).toBe('closing'));
  it('is closed once not open', () =>
    expect(lotPhase(aLot({ market_status: 'sold' }), NOW)).toBe('closed'));
});

describe('Buy now', () => {
  const lot = aLot({ buynow: 1, bprice: 1000, wprice: 610, qty: 2, sold: 0 });
  it('is offered while open and wprice is below bprice', () =>
    expect(canBuyNow(lot, NOW)).toBe(true));
  it('is withdrawn once the price reaches bprice', () =>
    expect(canBuyNow({ ...lot, wprice: 1000 }, NOW)).toBe(false));
  it('is withdrawn when sold out', () => expect(canBuyNow({ ...lot, sold: 2 }, NOW)).toBe(false));
  it('is not offered on a closed lot', () =>
    expect(canBuyNow({ ...lot, market_status: 'closed' }, NOW)).toBe(false));
});

describe('Deposit', () => {
  it('is needed when the lot asks for one and none is paid', () =>
    expect(needsDeposit(aLot({ deposit: 1 }))).toBe(true));
  it('is not needed once paid', () =>
    expect(needsDeposit(aLot({ deposit: 1, bid_deposit_id: 'd1' }))).toBe(false));
});

describe('Responsive counts (spec 9)', () => {
  it('shows 7 thumbnails, 5 below 1200 px and 4 below 500 px', () => {
    expect(visibleThumbnails(1200)).toBe(7);
    expect(visibleThumbnails(1199)).toBe(5);
    expect(visibleThumbnails(499)).toBe(4);
  });
  it('shows featured slides 2 wide, 3 below 991 px, 2 below 600 px, 1 below 480 px', () => {
    expect(featuredSlidesPerView(1280)).toBe(2);
    expect(featuredSlidesPerView(990)).toBe(3);
    expect(featuredSlidesPerView(599)).toBe(2);
    expect(featuredSlidesPerView(479)).toBe(1);
  });
});
