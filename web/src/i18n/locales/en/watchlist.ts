export const watchlist = {
  auction: {
    watch: 'Watch this auction',
    unwatch: 'Stop watching',
    none: 'You are not watching any auction.',
    closes_one: 'Bidding ends {{date}} · {{count}} lot',
    closes_other: 'Bidding ends {{date}} · {{count}} lots',
  },
  followers: {
    title: 'Sellers you follow',
    none: 'You follow no seller yet.',
    follow: 'Follow seller',
    unfollow: 'Unfollow seller',
    rating: 'Rated {{rating}} of 5',
  },
};
