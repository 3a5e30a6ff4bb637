export const timedbids = {
  title: 'My Timed Bids',
  lot: 'Lot',
  kind: 'Kind',
  amount: 'Amount',
  time: 'Placed at',
  status: 'Status',
  cancel: 'Cancel',
  kinds: { at_time: 'At a time', future_proxy: 'Maximum at the opening' },
  statuses: {
    all: 'All',
    pending: 'Pending',
    placed: 'Placed',
    failed: 'Failed',
    cancelled: 'Cancelled',
  },
  reasons: {
    outbid: 'The price passed your timed bid before its time',
    'lot-closed': 'The lot closed before your timed bid could be placed',
    'lot-withdrawn': 'The lot was withdrawn',
    permission: 'You can no longer bid: your account is not active',
  },
};
