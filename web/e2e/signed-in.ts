import type { Browser, Page } from 'playwright-core';
import { api, BUYER_PASSWORD, DEMO_SELLER, launch, login, newPage } from './browser';

/** The demo seller's bearer token, as their client gets it from `user/login`. */
export const demoSellerToken = async (): Promise<string> =>
  (await api('user/login', DEMO_SELLER)).token;

/** A demo buyer's bearer token (the demo buyers share one password). */
export const demoBuyerToken = async (email: string): Promise<string> =>
  (await api('user/login', { email, password: BUYER_PASSWORD })).token;

/** A fresh browser on one page, this user signed in through /login. */
export async function signedInBrowser(user: {
  email: string;
  password: string;
}): Promise<{ browser: Browser; page: Page }> {
  const browser = await launch();
  const page = await newPage(browser);
  await login(page, user.email, user.password);
  return { browser, page };
}
