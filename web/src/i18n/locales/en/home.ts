export const home = {
  featured: 'Featured Lots',
  auctions: 'Active & Upcoming Auctions',
  viewAll: 'View all',
  heroFallbackTitle: 'Rough diamonds and fine jewellery at auction',
  heroFallbackText: 'Bid live on certified rough from the producer.',
  heroCta: 'Browse auctions',
  heroPause: 'Pause the banners',
  heroPlay: 'Play the banners',
};
