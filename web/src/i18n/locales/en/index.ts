// English values are the spec's wording; keys are semantic.
import { common } from './common';
import { home } from './home';
import { lots } from './lots';
import { auth } from './auth';
import { account } from './account';
import { errors } from './errors';
import { wallet } from './wallet';
import { cart } from './cart';
import { invoices } from './invoices';
import { checkout } from './checkout';
import { deposits } from './deposits';
import { backoffice } from './backoffice';
import { uploads } from './uploads';

export const en = {
  common,
  home,
  lots,
  auth,
  account,
  errors,
  wallet,
  cart,
  invoices,
  checkout,
  deposits,
  backoffice,
  uploads,
};

export type Resources = typeof en;
