import type { StaticPageId } from '@facet/event-schemas';

/**
 * Seeded static pages, one per static route of the spec (/about, /services, /help, /guidelines,
 * /privacy_policy, /terms_of_use, /how_to_bid, /support): the web client asks `getStaticPage` with the
 * route's own name, so an id here that no route uses would never be read. The ids are the
 * contract's (`STATIC_PAGE_IDS`, which the editor's requests are checked against). Every language
 * carries every page (checked by tsc); the English ones are the originals.
 */
export type StaticPages = Record<StaticPageId, { title: string; content: string }>;

export const STATIC_PAGES: StaticPages = {
  about: {
    title: 'About',
    content:
      '<h2>About Facet</h2><p>An auction house for rough diamonds and jewellery, from sealed tender parcels to single stones and finished pieces.</p>' +
      '<p>Every bid is recorded in a tamper-evident log, decided by server time, and shown to every bidder within moments.</p>',
  },
  services: {
    title: 'Services',
    content:
      '<h2>Services</h2><ul><li>Timed online auctions with proxy and hard bids</li><li>Sealed tenders: offers stay sealed until the lot closes</li>' +
      '<li>Buy now on selected lots</li><li>Viewing appointments, invoicing, deposits and shipping quotes</li></ul>',
  },
  help: {
    title: 'Help',
    content:
      '<h2>Help</h2><p><b>How does proxy bidding work?</b> Enter your maximum; we bid for you one increment at a time, only as far as needed to keep you in the lead.</p>' +
      '<p><b>Why did the closing time move?</b> A bid in the last minutes extends the lot so that nobody can be outbid by the clock.</p>' +
      '<p><b>What is a sealed tender?</b> You make one offer per lot; nobody sees it until the lot closes and the highest offer wins.</p>',
  },
  support: {
    title: 'FAQ',
    content:
      '<p><b>Who can bid?</b> Registered buyers with a verified e-mail; high-value lots also ask for identity (KYC) checks and a deposit.</p>' +
      '<p><b>What does price per carat mean?</b> The lot price is the bid times the lot weight in carats; the lot shows both.</p>' +
      '<p><b>Can I withdraw a bid?</b> No: bids are binding. Write to us from the contact page if something went wrong.</p>' +
      '<p><b>When do I pay?</b> After the lot closes you receive an invoice; deposits are set against it.</p>',
  },
  guidelines: {
    title: 'Guidelines',
    content:
      '<h2>Guidelines</h2><p>Sellers describe lots in good faith, with carat weights, stone counts and certificates where they exist. Buyers bid only what they mean to pay.</p>' +
      '<p>We do not trade stones from conflict areas, and we reject any lot whose origin cannot be shown. We oppose modern slavery in every part of the supply chain.</p>',
  },
  privacy_policy: {
    title: 'Privacy Policy',
    content:
      '<h2>Privacy Policy</h2><p>We keep your account data to run auctions and meet KYC duties. Other bidders never see your name in full, your e-mail or your phone.</p>' +
      '<p>We use only the cookies the site needs to keep you signed in and remember your language.</p>',
  },
  terms_of_use: {
    title: 'Terms of Use',
    content:
      '<h2>Terms of Use</h2><p>Facet is a marketplace for rough diamonds and jewellery. By bidding you commit to buy at the price you bid if you win.</p>' +
      '<p>Bids are binding and decided by server time. Sellers describe lots in good faith; buyers pass identity checks before bidding on high-value lots.</p>' +
      '<p>Deposits, invoices and payments follow the lot terms shown on each lot.</p>',
  },
  how_to_bid: {
    title: 'How to Bid',
    content:
      '<h2>How to Bid</h2><ol><li>Register and verify your e-mail.</li><li>Open a lot and read its terms: price per carat, weight, deposit.</li>' +
      '<li>Enter your bid and choose proxy (we bid for you up to your maximum) or hard (the amount itself).</li>' +
      '<li>Follow the lot live; we tell you at once when you are outbid, and when you win.</li></ol>',
  },
};

export const FOOTER_LINKS = [
  { id: 'terms_of_use', title: 'Terms of Use', url: '/terms_of_use' },
  { id: 'cookies', title: 'Cookies', url: '/privacy_policy' },
  { id: 'privacy_policy', title: 'Privacy Policy', url: '/privacy_policy' },
  { id: 'support', title: 'FAQ', url: '/support' },
  { id: 'modern_slavery', title: 'Modern slavery statement', url: '/guidelines' },
];
