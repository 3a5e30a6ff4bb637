import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, BUYER_PASSWORD, DEMO_SELLER, launch, login, newPage } from './browser';
import { until } from './marketplace';

const BUYER = 'buyer3@facet.test';
const tag = `OF${Date.now()}`;

interface Field {
  id: string;
  label: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A `datetime-local` value `days` from now, in the browser's (and this process's) zone. */
const local = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:00`;
};

/**
 * Issue 17: fields an admin adds to auctions (view_page 2) and users (view_page 3) are filled in on
 * the seller's auction form and the buyer's profile, and shown on the public auction page and the
 * admin's view of the user.
 */
describe('Dynamic auction and user fields, from the admin to where the object is shown', () => {
  let browser: Browser;
  let admin: Page;
  let adminToken = '';
  const fields: Field[] = [];

  /** The admin adds a text field to a view_page on its screen, as for lots. */
  const addField = async (viewPage: 2 | 3, label: string) => {
    await admin.goto(`/admin/fields/${viewPage}`);
    await admin.getByTestId('field-add').click();
    await admin.getByTestId('field-label').fill(label);
    await admin.getByTestId('field-type').selectOption('text');
    await admin.getByTestId('field-save').click();
    await admin.getByTestId('dynamic-fields').getByText(label).waitFor();
    const served = await api('dynamic/getAllDynamicArray', {
      view_page: viewPage,
    });
    const field = served.records.find((f) => f.label === label);
    if (!field) throw new Error(`${label} is not served`);
    fields.push(field);
    return field;
  };

  beforeAll(async () => {
    browser = await launch();
    admin = await newPage(browser);
    await login(admin, ADMIN.email, ADMIN.password);
    adminToken = (await api('user/login', ADMIN)).token;
  }, 60_000);
  afterAll(async () => {
    // Hidden again, so the other suites' forms are not asked for them.
    for (const f of fields)
      await api('dynamic/propertyColumnStatusAction', { id: f.id, active: 2 }, adminToken);
    await browser?.close();
  });

  it('shows the auction field on the auction form and its value on the public auction page', async () => {
    const label = `${tag} Viewing venue`;
    const field = await addField(2, label);
    const seller = await newPage(browser);
    await login(seller, DEMO_SELLER.email, DEMO_SELLER.password);
    await seller.goto('/post_project/auction_detail/new');
    const input = seller.getByTestId(`custom-field-${field.id}`);
    await input.waitFor();
    await seller.getByTestId('auction-title').fill(`${tag} auction`);
    await seller.getByTestId('auction-date_added').fill(local(1));
    await seller.getByTestId('auction-date_closed').fill(local(8));
    await input.fill('Antwerp Diamond Bourse');
    await seller.getByTestId('auction-save').click();
    await seller.waitForURL((u) =>
      /^\/post_project\/auction_detail\/(?!new$)[^/]+$/.test(u.pathname),
    );
    const auctionId = new URL(seller.url()).pathname.split('/').pop() ?? '';

    const visitor = await newPage(browser);
    await visitor.goto(`/liveAuction/${auctionId}`);
    const value = visitor.getByTestId(`auction-custom-value-${field.id}`);
    await value.waitFor();
    expect(await value.textContent()).toBe(`${label}Antwerp Diamond Bourse`);
  });

  it("shows the user field on the buyer's profile and its value on the admin's user view", async () => {
    const label = `${tag} Trade licence`;
    const field = await addField(3, label);
    const buyer = await newPage(browser);
    await login(buyer, BUYER, BUYER_PASSWORD);
    await buyer.goto('/account/profile');
    const profile = buyer.getByTestId('profile-form');
    await profile.getByTestId(`custom-field-${field.id}`).fill('BE-0420');
    await profile.getByRole('button', { name: 'Save' }).click();
    const { token } = await api('user/login', {
      email: BUYER,
      password: BUYER_PASSWORD,
    });
    const me = await until(
      () => api('user/validateUser', {}, token),
      (u) => u.custom_fields?.[field.id] === 'BE-0420',
    );

    await admin.goto(`/admin/user/${me.id}`);
    const value = admin.getByTestId(`user-custom-value-${field.id}`);
    await value.waitFor();
    expect(await value.textContent()).toBe(`${label}BE-0420`);
  });
});
