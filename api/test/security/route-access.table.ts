/**
 * Who may call each route. Every route the running app registers needs an entry here (the matrix
 * fails otherwise), so a new route forces a decision. `fresh`: the call may end or change the
 * caller's session or account, so it runs with a throwaway login.
 */
export type Access = 'public' | 'user' | 'seller' | 'admin';
export interface RouteRule {
  access: Access;
  fresh?: boolean;
}

const r = (access: Access, fresh = false): RouteRule => (fresh ? { access, fresh } : { access });

export const ROUTE_ACCESS: Record<string, RouteRule> = {
  'GET /api/health': r('public'),
  'GET /api/docs': r('public'),
  'GET /api/docs-json': r('public'),
  'GET /api/openapi.json': r('public'),
  'POST /api/admin/credit/addCredit': r('admin'),
  'POST /api/admin/ledger/trialBalance': r('admin'),
  'POST /api/admin/user/addinviteuser': r('admin'),
  'POST /api/admin/user/allbiddingbuyers': r('admin'),
  'POST /api/admin/user/allbuyers': r('admin'),
  'POST /api/admin/user/changeStatus': r('admin'),
  'POST /api/admin/user/getSingleUser': r('admin'),
  'POST /api/admin/user/triggerEmail': r('admin'),
  'POST /api/admin/user/userAction': r('admin'),
  'POST /api/auction/myBids': r('user'),
  'POST /api/auction/auctionWatchList': r('user'),
  'POST /api/auction/search': r('public'),
  'POST /api/backoffice/mail/outbox': r('admin'),
  'POST /api/bid/bidCancel': r('admin'),
  'POST /api/bid/confirm': r('user'),
  'POST /api/bid/preBidConfirm': r('user'),
  'POST /api/buynow/addToCart': r('user'),
  'POST /api/buynow/changeStatus': r('user'),
  'POST /api/buynow/checkout': r('user'),
  'POST /api/buynow/refreshCart': r('user'),
  'POST /api/buynow/search': r('user'),
  'POST /api/cart/cancelItem': r('user'),
  'POST /api/cart/changeStatus': r('user'),
  'POST /api/cart/checkout': r('user'),
  'POST /api/cart/pendingCount': r('user'),
  'POST /api/cart/saveAddress': r('user'),
  'POST /api/cart/search': r('user'),
  'POST /api/cart/updateCheckout': r('user'),
  'POST /api/common/getDefault': r('public'),
  'POST /api/common/getFooterLinks': r('public'),
  'POST /api/common/getInviteDetails': r('public'),
  'POST /api/common/subscribeNewsletter': r('public'),
  'POST /api/common/getStaticPage': r('public'),
  'POST /api/common/readModelLag': r('public'),
  'POST /api/credit/addBidDeposit': r('user'),
  'POST /api/credit/getCreditHistory': r('user'),
  'POST /api/credit/payCartOnline': r('user'),
  'POST /api/credit/payCartWallet': r('user'),
  'POST /api/credit/recordBidDeposit': r('admin'),
  'POST /api/invoice/allinvoices': r('user'),
  'POST /api/invoice/invoice': r('user'),
  'POST /api/invoice/alltransactions': r('user'),
  'POST /api/invoice/pdf': r('user'),
  'POST /api/invoice/purchases': r('user'),
  'POST /api/offline/payCartOffline': r('user'),
  'POST /api/seller/offline/payCartOffline': r('admin'),
  'POST /api/seller/cart/checkout': r('admin'),
  'POST /api/seller/credit/payCartWallet': r('admin'),
  'POST /api/seller/invoice/invoices': r('seller'),
  'POST /api/seller/invoice/changeStatus': r('seller'),
  'POST /api/seller/user/invoice/invoice': r('seller'),
  'POST /api/seller/user/invoice/update_invoice': r('seller'),
  'POST /api/makeoffer/addToMakeoffer': r('user'),
  'POST /api/product/activeSorts': r('public'),
  'POST /api/product/bidhistory': r('public'),
  'POST /api/product/dashboard': r('public'),
  'POST /api/product/search': r('public'),
  'POST /api/product/totalAuctionsPlaced': r('user'),
  'POST /api/product/totalAuctionswon': r('user'),
  'POST /api/product/upcomingProduct': r('public'),
  'POST /api/seller/auction/addtoAuction': r('seller'),
  'POST /api/seller/auction/auctionAction': r('seller'),
  'POST /api/seller/auction/changeStatus': r('seller'),
  'POST /api/seller/offer/changeOfferStatus': r('seller'),
  'POST /api/seller/product/changeStatus': r('seller'),
  'POST /api/seller/product/projectAction': r('seller'),
  'POST /api/seller/setting/bidIncrementAction': r('admin'),
  'POST /api/seller/setting/configurationAction': r('admin'),
  'POST /api/seller/setting/deleteBidIncrement': r('admin'),
  'POST /api/seller/setting/getAllBidIncrements': r('seller'),
  'POST /api/user/addCompanyOwner': r('user'),
  'POST /api/user/addFollower': r('user'),
  'POST /api/user/addSavedSearch': r('user'),
  'POST /api/user/addWatchlist': r('user'),
  'POST /api/user/checkValidation': r('public'),
  'POST /api/user/forgotPassword': r('public'),
  'POST /api/user/getCompanyOwners': r('user'),
  'POST /api/user/getFollowers': r('user'),
  'POST /api/user/getSavedSearch': r('user'),
  'POST /api/user/login': r('public'),
  'POST /api/user/logout': r('user', true),
  'POST /api/user/refreshToken': r('public'),
  'POST /api/user/register': r('public'),
  'POST /api/user/removeCompanyOwner': r('user'),
  'POST /api/user/removeFollower': r('user'),
  'POST /api/user/removeSavedSearch': r('user'),
  'POST /api/user/removeWatchlist': r('user'),
  'POST /api/user/resetPassword': r('public'),
  'POST /api/user/resetUserProfile': r('user', true),
  'POST /api/user/runKycCheck': r('user', true),
  'POST /api/user/sendEmailVerifyCode': r('public'),
  'POST /api/user/sendEmailVerifyLink': r('user'),
  'POST /api/user/sendPhoneVerifyCode': r('user'),
  'POST /api/user/submitContactUs': r('public'),
  'POST /api/user/switchuser': r('admin'),
  'POST /api/user/updateCompanyOwner': r('user'),
  'POST /api/user/updateFollower': r('user'),
  'POST /api/user/updatePreference': r('user'),
  'POST /api/user/updateProfile': r('user', true),
  'POST /api/user/updateUserAccountVerified': r('admin'),
  'POST /api/user/userAddress': r('user'),
  'POST /api/user/validateUser': r('user'),
  'POST /api/user/verifyEmail': r('public'),
  'POST /api/user/verifyEmailVerifyCode': r('public'),
  'POST /api/user/verifyPhoneVerifyCode': r('user'),
};

export const ROLES = [
  'visitor',
  'buyer',
  'buyer-without-kyc',
  'seller',
  'other-seller',
  'admin',
  'suspended',
] as const;
export type MatrixRole = (typeof ROLES)[number];

/** 401: not signed in (a suspended user's sessions are gone); 403: signed in, wrong role. */
export function expected(access: Access, role: MatrixRole): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (role === 'visitor' || role === 'suspended') return 401;
  if (access === 'user' || role === 'admin') return 'allowed';
  if (access === 'seller') return role === 'seller' || role === 'other-seller' ? 'allowed' : 403;
  return 403;
}
