// Issue 18: replay screens.
export const replay = {
  title: 'Replay',
  lotTitle: 'Replay of lot <bdi>{{title}}</bdi>',
  auctionTitle: 'Replay of auction <bdi>{{title}}</bdi>',
  loading: 'Loading the timeline…',
  empty: 'This timeline has no events yet.',
  action: 'Replay',
  scrubber: {
    label: 'Timeline',
    position: 'Event <bdi>{{step}}</bdi> of <bdi>{{total}}</bdi>',
    play: 'Play',
    pause: 'Pause',
    back: 'Step back',
    forward: 'Step forward',
    speed: 'Speed',
    by: 'by <bdi>{{name}}</bdi>',
  },
  instant: {
    local: 'Your time (<bdi>{{zone}}</bdi>)',
    utc: 'UTC',
  },
  link: {
    copy: 'Copy link',
    copied: 'Link copied',
  },
  public: {
    title: 'What the public saw',
    price: 'Price',
    nextBid: 'Next bid',
    bidCount: 'Bids',
    closes: 'Closes',
    status: 'Status',
    market: 'Market',
    reserve: 'Reserve',
    reserveMet: 'Met',
    reserveNotMet: 'Not met',
    noReserve: 'No reserve',
  },
  bidders: {
    title: 'Bidders at this instant',
    bidder: 'Bidder',
    label: 'Label',
    maximum: 'Maximum',
    none: 'No bidder yet.',
    pick: 'See what one bidder saw',
    pickPlaceholder: 'Pick a bidder',
  },
  bidderView: {
    title: 'What <bdi>{{name}}</bdi> saw',
    label: 'Label',
    maximum: 'Maximum',
    messages: 'Answers and pushes',
    noMessages: 'Nothing yet.',
    answer: 'Answer',
    push: 'Push',
    step: 'Event',
    at: 'At',
    kind: 'Kind',
    name: 'Message',
    amount: 'Amount',
  },
  lots: {
    title: 'Lots at this instant',
    lot: 'Lot',
    open: 'Replay this lot',
    none: 'No lot yet.',
  },
  explanations: {
    title: 'Why the price is what it is',
    none: 'No price change yet.',
    latest: 'The latest <bdi>{{shown}}</bdi> of <bdi>{{count}}</bdi> explanations.',
  },
  explain: {
    step: 'Event <bdi>{{step}}</bdi>',
    hidden: 'not shown',
    none: 'none',
    nobody: 'nobody',
    you: 'you',
    anotherBidder: 'another bidder',
    seconds_one: '{{count}} second',
    seconds_other: '{{count}} seconds',
  },
  // One wording per rule id of bidding-rules.md; the maximum reads 'not shown' when it is hidden.
  // One wording per rule id of bidding-rules.md. A party is a name, 'you' or 'another bidder';
  // a maximum the reader may not see reads 'not shown'.
  rules: {
    P1: '<bdi>{{challenger}}</bdi> placed the first maximum (<bdi>{{challengerMaximum}}</bdi>): the price opens at <bdi>{{price}}</bdi>, the starting price.',
    P2: '<bdi>{{leader}}</bdi> already led and raised the maximum from <bdi>{{leaderMaximum}}</bdi> to <bdi>{{challengerMaximum}}</bdi>: the price goes from <bdi>{{previousPrice}}</bdi> to <bdi>{{price}}</bdi> (it moves only toward an unmet reserve).',
    P3: '<bdi>{{challenger}}</bdi> bid a maximum (<bdi>{{challengerMaximum}}</bdi>), above the maximum (<bdi>{{leaderMaximum}}</bdi>) that <bdi>{{leader}}</bdi> led with: the price goes from <bdi>{{previousPrice}}</bdi> to <bdi>{{price}}</bdi>, one increment of <bdi>{{increment}}</bdi> over the beaten maximum, never above the new one.',
    P4: '<bdi>{{challenger}}</bdi> bid a maximum (<bdi>{{challengerMaximum}}</bdi>), not above the maximum (<bdi>{{leaderMaximum}}</bdi>) that <bdi>{{leader}}</bdi> led with: the lead stays with <bdi>{{leader}}</bdi>, and the price goes from <bdi>{{previousPrice}}</bdi> to <bdi>{{price}}</bdi>, one increment of <bdi>{{increment}}</bdi> over the lower maximum, never above the higher one (a tie goes to the earlier maximum).',
    H1: '<bdi>{{challenger}}</bdi> placed a fixed bid (<bdi>{{challengerMaximum}}</bdi>) and no maximum stood above it: the lead goes to <bdi>{{challenger}}</bdi> at exactly that amount (the price was <bdi>{{previousPrice}}</bdi>).',
    H2: '<bdi>{{challenger}}</bdi> placed a fixed bid (<bdi>{{challengerMaximum}}</bdi>); the higher maximum of <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>) answered one increment of <bdi>{{increment}}</bdi> above it: the price goes from <bdi>{{previousPrice}}</bdi> to <bdi>{{price}}</bdi>.',
    reserve:
      'The reserve (<bdi>{{reserve}}</bdi>) was not met yet, so the maximum of <bdi>{{challenger}}</bdi> (<bdi>{{challengerMaximum}}</bdi>) pulled the price from <bdi>{{previousPrice}}</bdi> to <bdi>{{price}}</bdi>: up to that maximum or the reserve, whichever is lower.',
    reverse:
      '<bdi>{{challenger}}</bdi> bid (<bdi>{{challengerMaximum}}</bdi>), under the lowest bid: the lead goes to <bdi>{{leader}}</bdi> and the price falls from <bdi>{{previousPrice}}</bdi> to <bdi>{{price}}</bdi>.',
    'pre-bid':
      'At the opening the pre-bid of <bdi>{{challenger}}</bdi> (<bdi>{{challengerMaximum}}</bdi>) was applied in the order it was placed, by the proxy rules: the price goes from <bdi>{{previousPrice}}</bdi> to <bdi>{{price}}</bdi>.',
    'sealed-offer':
      '<bdi>{{challenger}}</bdi> submitted a sealed offer (<bdi>{{challengerMaximum}}</bdi>): nobody else sees its amount while the offer window is open.',
    'sealed-award':
      'The sealed offer of <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>) was awarded at <bdi>{{price}}</bdi>.',
    'approval-provisional':
      "The tender of <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>) was the highest: it is the provisional winner, awaiting the seller's approval until <bdi>{{close}}</bdi>.",
    'approval-accepted':
      'The seller accepted the winning tender of <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>).',
    'approval-deadline':
      'The seller did not answer by the deadline: the winning tender of <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>) was accepted.',
    'approval-refused':
      'The seller refused the winning tender of <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>): the parcel is unsold.',
    'tender-opened':
      'At the opening the tender of <bdi>{{challenger}}</bdi> (<bdi>{{challengerMaximum}}</bdi>) was decrypted and became their offer on this parcel.',
    'tender-cap-reached':
      '<bdi>{{challenger}}</bdi> was skipped: cap reached. Their tender (<bdi>{{challengerMaximum}}</bdi>) would have taken what they win in this tender event past their spending cap, so the parcel went to the next tender.',
    'soft-close':
      'A bid by <bdi>{{challenger}}</bdi> came within the anti-sniping window: the close moved by <bdi>{{extension}}</bdi>, from <bdi>{{previousClose}}</bdi> to <bdi>{{close}}</bdi>.',
    retraction:
      'A bid by <bdi>{{challenger}}</bdi> was retracted: the price is recomputed without it, from <bdi>{{previousPrice}}</bdi> to <bdi>{{price}}</bdi>, and the lead goes to <bdi>{{leader}}</bdi>.',
    'buy-now': '<bdi>{{buyer}}</bdi> bought at the buy now price of <bdi>{{price}}</bdi>.',
    'close-sold':
      'The lot closed sold to <bdi>{{leader}}</bdi> at <bdi>{{price}}</bdi>: the highest maximum (<bdi>{{leaderMaximum}}</bdi>) led at the close and the price met the reserve (<bdi>{{reserve}}</bdi>).',
    'close-unsold':
      'The lot closed unsold at <bdi>{{price}}</bdi>: no one led, or the price did not reach the reserve (<bdi>{{reserve}}</bdi>).',
    'invoice-raised':
      'Invoice #<bdi>{{invoiceNumber}}</bdi> was raised to <bdi>{{buyer}}</bdi> for the sale at <bdi>{{price}}</bdi>: <bdi>{{invoiceTotal}}</bdi> in all, <bdi>{{balanceDue}}</bdi> due (<bdi>{{invoiceStatus}}</bdi>).',
    'invoice-payment':
      '<bdi>{{buyer}}</bdi> paid <bdi>{{amount}}</bdi> (<bdi>{{method}}</bdi>) towards invoice #<bdi>{{invoiceNumber}}</bdi>: <bdi>{{paid}}</bdi> of <bdi>{{invoiceTotal}}</bdi> paid, <bdi>{{balanceDue}}</bdi> due (<bdi>{{invoiceStatus}}</bdi>). The price stays <bdi>{{price}}</bdi>.',
    'invoice-offline':
      '<bdi>{{buyer}}</bdi> chose to pay invoice #<bdi>{{invoiceNumber}}</bdi> by bank transfer: <bdi>{{balanceDue}}</bdi> due (<bdi>{{invoiceStatus}}</bdi>).',
    'invoice-status':
      'Invoice #<bdi>{{invoiceNumber}}</bdi> of <bdi>{{buyer}}</bdi> is now <bdi>{{invoiceStatus}}</bdi> (<bdi>{{paid}}</bdi> of <bdi>{{invoiceTotal}}</bdi> paid).',
  },
  why: {
    button: 'Why this price?',
    title: 'Why this price?',
    yourLabel: 'Your label',
    none: 'Nothing to explain yet.',
  },
};
