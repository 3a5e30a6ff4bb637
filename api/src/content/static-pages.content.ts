/** Seeded static pages (spec: getStaticPage id e.g. terms_of_use); HTML kept deliberately plain. */
export const STATIC_PAGES: Record<string, { title: string; content: string }> = {
  terms_of_use: {
    title: 'Terms of Use',
    content:
      '<h2>Terms of Use</h2><p>Facet is a marketplace for rough diamonds and jewellery. By bidding you commit to buy at the price you bid if you win.</p>' +
      '<p>Bids are binding and decided by server time. Sellers describe lots in good faith; buyers pass identity checks before bidding on high-value lots.</p>' +
      '<p>Deposits, invoices and payments follow the lot terms shown on each lot.</p>',
  },
  privacy_policy: {
    title: 'Privacy Policy',
    content:
      '<h2>Privacy Policy</h2><p>We keep your account data to run auctions and meet KYC duties. Other bidders never see your name in full, your e-mail or your phone.</p>',
  },
  about_us: {
    title: 'About Us',
    content:
      '<h2>About Facet</h2><p>An auction house for rough diamonds, from tender parcels to single stones.</p>',
  },
  faq: {
    title: 'FAQ',
    content:
      '<h2>FAQ</h2><p><b>How does proxy bidding work?</b> Enter your maximum; we bid for you one increment at a time.</p>',
  },
  contact_us: {
    title: 'Contact Us',
    content:
      '<h2>Contact Us</h2><p>Write to us with the form below; we answer within one business day.</p>',
  },
};

export const FOOTER_LINKS = [
  { id: 'about_us', title: 'About Us', url: '/about_us' },
  { id: 'faq', title: 'FAQ', url: '/faq' },
  { id: 'terms_of_use', title: 'Terms of Use', url: '/terms_of_use' },
  { id: 'privacy_policy', title: 'Privacy Policy', url: '/privacy_policy' },
  { id: 'contact_us', title: 'Contact Us', url: '/contact_us' },
];
