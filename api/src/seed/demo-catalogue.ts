import type { LotDetails } from '@facet/event-schemas';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

type Bid = [who: 'buyer1' | 'buyer2' | 'buyer3', dollars: number, hoursFromNow: number];

export interface DemoLot {
  details: Omit<LotDetails, 'auctionid' | 'date_added' | 'date_closed'>;
  /** Offsets from now in ms; default to the auction's window. */
  opens?: number;
  closes?: number;
  bids?: Bid[];
}

const base = {
  auctionlot_title: '',
  desc_proc: '',
  auction: 1 as const,
  buynow: 0 as const,
  pricing: 'per_carat' as const,
  average_size: null,
  qty: 1,
  rprice: 0,
  bprice: 0,
  deposit: 0 as const,
  deposit_amount: 0,
  featured: 0 as const,
  categoryTypeId: 'rough',
  conditionTypeId: null,
  location_id: 'antwerp',
  auctiontype: 'standard' as const,
};

const rough = (
  lot: string,
  title: string,
  points: number,
  stones: number,
  spricePerCt: number,
  extra: Partial<DemoLot['details']> = {},
) => ({
  ...base,
  auction_lot: lot,
  title,
  weight: points,
  total_stones: stones,
  average_size: Math.round(points / stones),
  sprice: spricePerCt * 100,
  desc_proc: `<p>${title}. Prices are per carat.</p>`,
  // A rough lot opens only with its Kimberley Process papers (KP-1): one certificate per parcel.
  kimberley_process: {
    certificate: `BW-2026-00${lot}`,
    origin_country: 'BW',
    exporting_authority: 'Government Diamond Valuator, Botswana',
  },
  ...extra,
});

/** A rough parcel's details, Kimberley Process papers included (the encrypted tender demo's too). */
export const roughParcel = rough;

/** The live auction: proxy bidding under way, a sealed tender, a reverse lot, jewellery per item. */
/**
 * The live buy-now lot a demo buyer has one unit of in the cart (see demo-commerce.seed.ts): the
 * ring, not the earrings (107), whose five units the browser tests share out among new buyers.
 */
export const BUY_NOW_DEMO_LOT = '106';

export const liveLots: DemoLot[] = [
  {
    details: rough('101', '4.07 ct rough, Type IIa, Sawable, 1 stone', 407, 1, 1_800, {
      rprice: 2_400_00,
      featured: 1,
      conditionTypeId: 'sawable',
    }),
    bids: [
      ['buyer1', 2_100, -20],
      ['buyer2', 2_600, -12],
      ['buyer1', 2_500, -6],
    ],
  },
  {
    details: rough('102', '12.36 cts rough, Makeable, 8 stones, Light Brown', 1_236, 8, 650, {
      conditionTypeId: 'makeable',
    }),
    bids: [
      ['buyer2', 700, -30],
      ['buyer1', 900, -10],
    ],
  },
  {
    details: rough('103', '2.51 ct rough, Octahedron, D-F colour, 1 stone', 251, 1, 3_200, {
      featured: 1,
      conditionTypeId: 'sawable',
    }),
    closes: 2 * HOUR,
    bids: [
      ['buyer1', 3_500, -3],
      ['buyer2', 3_400, -2],
    ],
  },
  {
    details: rough(
      '104',
      'Sealed tender: 48.75 cts rough parcel, Sawable, 22 stones',
      4_875,
      22,
      450,
      { auctiontype: 'sealed', rprice: 520_00 },
    ),
    bids: [
      ['buyer1', 510, -8],
      ['buyer2', 545, -4],
    ],
  },
  {
    details: rough('105', 'Reverse: 25.10 cts rough parcel, Rejection, 40 stones', 2_510, 40, 300, {
      auctiontype: 'reverse',
      conditionTypeId: 'rejection',
    }),
    bids: [
      ['buyer1', 290, -9],
      ['buyer2', 270, -5],
    ],
  },
  {
    details: {
      ...base,
      auction_lot: '106',
      title: '18k white gold solitaire ring, 1.02 ct F VS1 (per item)',
      pricing: 'per_item',
      weight: 102,
      total_stones: 1,
      average_size: 102,
      qty: 3,
      sprice: 4_500_00,
      bprice: 7_900_00,
      buynow: 1,
      categoryTypeId: 'jewellery',
      location_id: 'dubai',
      desc_proc: '<p>Certified centre stone, 18k white gold, sizes 52-56.</p>',
    },
    bids: [['buyer2', 4_800, -7]],
  },
  {
    // Buy now only (no bids): five pieces a buyer can put in the cart.
    details: {
      ...base,
      auction_lot: '107',
      title: 'Diamond stud earrings, 0.50 ct each, 18k gold (set of 5, per item)',
      pricing: 'per_item',
      weight: 50,
      total_stones: 2,
      average_size: 25,
      qty: 5,
      sprice: 900_00,
      bprice: 1_500_00,
      buynow: 1,
      categoryTypeId: 'jewellery',
      location_id: 'dubai',
      desc_proc: '<p>Matched pairs, screw backs, certificates included.</p>',
    },
  },
];

/** Starts in two days: pre-bids only. */
export const upcomingLots: DemoLot[] = [
  {
    details: rough('201', '3.18 ct rough, Fancy Yellow, Sawable, 1 stone', 318, 1, 2_900, {
      featured: 1,
      location_id: 'gaborone',
    }),
  },
  {
    details: rough('202', '21.44 cts rough, Makeable, 15 stones, Fancy Brown', 2_144, 15, 380, {
      location_id: 'gaborone',
    }),
  },
  {
    details: rough('203', '1.96 ct rough, Macle, Pink tint, 1 stone', 196, 1, 6_500, {
      rprice: 7_000_00,
      location_id: 'gaborone',
    }),
  },
];

/** Closed three days ago: two sold (to buyer2 and to buyer1), one unsold (reserve not met). */
export const closedLots: DemoLot[] = [
  {
    details: rough('301', '6.02 cts rough, Sawable, 3 stones, White', 602, 3, 1_100, {
      location_id: 'dubai',
    }),
    bids: [
      ['buyer1', 1_300, -8 * 24],
      ['buyer2', 1_450, -7 * 24],
      ['buyer1', 1_400, -6 * 24],
    ],
  },
  {
    details: rough('302', '0.98 ct rough, Clivage, 1 stone, Top Light Brown', 98, 1, 900, {
      rprice: 1_500_00,
      location_id: 'dubai',
    }),
    bids: [['buyer2', 1_000, -7 * 24]],
  },
  {
    details: rough('303', '1.45 ct rough, Octahedron, 1 stone, White', 145, 1, 1_900, {
      location_id: 'dubai',
    }),
    bids: [['buyer1', 2_100, -7 * 24]],
  },
];
