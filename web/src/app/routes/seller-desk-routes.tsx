// Placeholder screens; replaced by the part of issue 17 that builds them.
export function SellerOffersRoute() {
  return null;
}
export function SellerReportsRoute() {
  return null;
}
export function SellerSubscriptionRoute() {
  return null;
}
export function SellerOrganizationRoute() {
  return null;
}
