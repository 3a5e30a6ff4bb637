import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { directionOf } from './i18n';

// The English values are the spec's wording; these keys must never drift.
const spec: Array<[string, string]> = [
  ['common:session.loggedOut', 'Logged out successfully'],
  ['common:footer.subscribed', 'Subscribed to newsletter successfully'],
  ['common:validation.invalidEmail', 'Invalid email format'],
  ['common:listing.empty', 'No Records found'],
  ['common:countdown.startsIn', 'Starts in:'],
  ['common:countdown.timeLeft', 'Time left:'],
  ['common:countdown.auctionClosing', 'Auction Closing'],
  ['common:connection.title', 'Connection Disrupted'],
  ['common:connection.reload', 'RELOAD'],
  ['lots:card.biddingEnds', 'Bidding Ends:'],
  ['lots:card.enterAuction', 'Enter Auction'],
  ['lots:card.offerEnds', 'Offer Ends:'],
  ['lots:card.enterOffer', 'Enter Offer'],
  ['lots:card.loginToBid', 'Login to bid'],
  ['lots:card.loginToBuy', 'Login to buy'],
  ['lots:bidPanel.lowBidWarning', 'Warning! You are about to place a bid on a much lower amount.'],
  ['lots:bidPanel.preBidPlaced', 'Pre Bid placed successfully'],
  ['lots:labels.reserveNotMet', ', Reserve not met'],
  ['lots:history.bidder', 'Bidder name'],
  ['common:validation.requiredBang', 'Required!'],
  ['common:validation.minPassword', 'Minimum 8 characters'],
  ['common:validation.passwordsNotMatch', 'Passwords not match'],
  ['common:validation.acceptTerms', 'You need to accept the terms and conditions'],
  ['auth:register.success', 'Successfully registered!'],
  ['auth:strength.weak', 'Weak'],
  ['auth:strength.fair', 'Fair'],
  ['auth:strength.good', 'Good'],
  ['auth:strength.strong', 'Strong'],
];

describe('English wording', () => {
  it.each(spec)('%s reads %j', (key, text) =>
    expect(i18n.getFixedT('en')(key as never)).toBe(text),
  );
  it("interpolates 'Showing {displayed} of {total}'", () =>
    expect(i18n.getFixedT('en', 'common')('listing.showing', { displayed: 12, total: 40 })).toBe(
      'Showing 12 of 40',
    ));
});

describe('Languages', () => {
  it('lays Arabic out right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('es')).toBe('ltr');
  });
  it('falls back to Spanish', () => expect(i18n.options.fallbackLng).toEqual(['es']));
});
