import type { LocaleShape } from '../../locale-shape';
import { common } from './common';
import { home } from './home';
import { lots } from './lots';
import { auth } from './auth';
import { account } from './account';
import { errors } from './errors';
import { successes } from './successes';
import { wallet } from './wallet';
import { paymentmethods } from './paymentmethods';
import { cart } from './cart';
import { invoices } from './invoices';
import { checkout } from './checkout';
import { addresses } from './addresses';
import { deposits } from './deposits';
import { backoffice } from './backoffice';
import { uploads } from './uploads';
import { auctionform } from './auctionform';
import { lotform } from './lotform';
import { adminpeople } from './adminpeople';
import { adminsettings } from './adminsettings';
import { replay } from './replay';
import { audit } from './audit';
import { moneydesk } from './moneydesk';
import { returns } from './returns';
import { makeoffer } from './makeoffer';
import { viewings } from './viewings';
import { timedbids } from './timedbids';
import { sellerbuyers } from './sellerbuyers';
import { watchlist } from './watchlist';
import { market } from './market';
import { spendingcap } from './spendingcap';
import { buyercompany } from './buyercompany';
import { tenders } from './tenders';

export const ar: LocaleShape<'ar'> = {
  common,
  home,
  lots,
  auth,
  account,
  errors,
  successes,
  wallet,
  paymentmethods,
  cart,
  invoices,
  checkout,
  addresses,
  deposits,
  backoffice,
  uploads,
  auctionform,
  lotform,
  adminpeople,
  adminsettings,
  replay,
  audit,
  moneydesk,
  returns,
  makeoffer,
  viewings,
  timedbids,
  sellerbuyers,
  watchlist,
  market,
  spendingcap,
  buyercompany,
  tenders,
};
