/**
 * The root of every feature's query keys, in one place. A feature's key factory builds on its
 * root; a feature that refreshes another's cache (checkout empties the cart, a settings change
 * reloads the site's texts) names that root from here, since features never import each other.
 */
export const queryRoots = {
  account: ['account'],
  adminPeople: ['admin-people'],
  adminSettings: ['admin-settings'],
  auctionForm: ['auction-form'],
  /** The public auction listings (the lots feature). */
  auctions: ['auctions'],
  audit: ['audit'],
  /** The seller's back office; the lot form's queries live under it too. */
  backoffice: ['backoffice'],
  cart: ['cart'],
  checkout: ['checkout'],
  deposits: ['deposits'],
  /** The dynamic fields, both the admin's list and the public active ones. */
  dynamicFields: ['dynamic-fields'],
  invoices: ['invoices'],
  /** Return requests: the buyer's, the back office's desk, return invoices. */
  returns: ['returns'],
  /** A lot's public bid history (the lots feature). */
  lotHistory: ['lot-history'],
  lots: ['lots'],
  /** Make-offers on buy-now items: the buyer's own and those a seller receives. */
  makeOffer: ['make-offer'],
  /** The market's figures: counts, manifests, the price index, the buyer's totals. */
  market: ['market'],
  /** The admin's money desk: invoices to settle, wallets, payouts, the trial balance. */
  moneyDesk: ['money-desk'],
  /** Saved cards and bank accounts (checkout offers the cards). */
  paymentMethods: ['payment-methods'],
  /** Countries, states and cities, and the US address autocomplete (one cache for every form). */
  places: ['places'],
  replay: ['replay'],
  /** The buyer's shipping address and the quotes to it (checkout and a won lot's invoice). */
  shipping: ['shipping'],
  /** Viewing slots and the buyer's appointments (issue 26). */
  viewings: ['viewings'],
  /** The buyer's company and its representatives (issue 30). */
  buyerCompany: ['buyer-company'],
  /** The buyer's spending cap in an auction (issue 30). */
  spendingCap: ['spending-cap'],
  /** Encrypted tender events: their keys, the holder's shares, the published opening (issue 30). */
  tenders: ['tenders'],
  /** The site's configuration and texts; kept across a logout. */
  siteConfig: ['site-config'],
  /** The content pages (about, terms, ...) an admin edits. */
  staticPage: ['static-page'],
  /** The buyer's timed bids: the lot panel's and the account's dashboard (issue 26). */
  timedBids: ['timed-bids'],
  wallet: ['wallet'],
  /** The watched auctions and the sellers the buyer follows. */
  watchlist: ['watchlist'],
} as const;
