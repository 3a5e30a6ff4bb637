import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launch, login, newPage } from './browser';
import { solvedCaptcha } from './captcha';

const email = `owner.${Date.now()}@facet.test`;
const password = 'Polished-Stone-31';

describe("A buyer's account pages", () => {
  let browser: Browser;
  let page: Page;
  let token = '';
  const me = () => api('user/validateUser', {}, token);
  const freshToken = async () =>
    (token = (await page.evaluate(() => localStorage.getItem('facet.token'))) ?? '');

  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await api('user/register', {
      captcha: await solvedCaptcha(),
      first_name: 'Olu',
      last_name: 'Owner',
      email,
      password,
      confirm_password: password,
      termcheck: 1,
    });
    await login(page, email, password);
    await freshToken();
  });
  afterAll(async () => browser?.close());

  it("saves the profile and an address whose phone starts at '+1'", async () => {
    await page.goto('/account/profile');
    const profile = page.getByTestId('profile-form');
    await profile.locator('input[name="phone"]').fill('+1 212 555 0101');
    await profile.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();
    const address = page.getByTestId('address-form');
    expect(await address.locator('input[name="address_phone"]').inputValue()).toBe('+1');
    await address.getByRole('button', { name: 'Save' }).click();
    expect(await address.getByText('Required!').count()).toBe(4);
    await address.locator('input[name="address1"]').fill('1 Diamond Way');
    // The US autocomplete fills the place and its ZIP (issue 26: the place lists).
    await address.getByTestId('address-autocomplete').fill('Beverly Hi');
    await page.getByRole('option', { name: 'Beverly Hills, CA' }).click();
    await expect.poll(() => address.getByTestId('address-zip').inputValue()).toMatch(/^902\d\d$/);
    await address.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Address saved successfully').first().waitFor();
    const saved = await me();
    expect(saved.phone).toBe('+1 212 555 0101');
    expect(saved.address).toMatchObject({ city: 'Beverly Hills', phone: '+1' });
  });

  it('adds, edits and removes a company owner', async () => {
    const owners = page.getByTestId('company-owners');
    await owners.getByRole('button', { name: 'Add owner' }).click();
    const form = page.getByTestId('owner-form');
    await form.locator('input[name="owner_first_name"]').fill('Grace');
    await form.locator('input[name="owner_last_name"]').fill('Carat');
    await form.locator('input[name="owner_email"]').fill('grace@facet.test');
    await form.getByRole('button', { name: 'Save' }).click();
    await owners.getByTestId('owner-row').filter({ hasText: 'Grace Carat' }).waitFor();
    await owners.getByRole('button', { name: 'Edit owner' }).click();
    await page.getByTestId('owner-form').locator('input[name="owner_last_name"]').fill('Karat');
    await page.getByTestId('owner-form').getByRole('button', { name: 'Save' }).click();
    await owners.getByTestId('owner-row').filter({ hasText: 'Grace Karat' }).waitFor();
    page.once('dialog', (d) => void d.accept());
    await owners.getByRole('button', { name: 'Remove' }).click();
    await owners.getByText('No Records found').waitFor();
  });

  it('changes notification preferences', async () => {
    await page.goto('/account/notifications');
    const form = page.getByTestId('notifications-form');
    await form.locator('input[name="email_outbid"]').uncheck({ force: true });
    await form.locator('input[name="sms_won"]').check({ force: true });
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Preferences updated successfully').first().waitFor();
    expect((await me()).preferences).toMatchObject({ email_outbid: false, sms_won: true });
  });

  it('keeps, opens and removes a saved search', async () => {
    await page.goto('/saved_search');
    const list = page.getByTestId('saved-searches');
    await list.locator('input[name="title"]').fill('Large rough');
    await list.locator('input[name="search_text"]').fill('title=rough');
    await list.getByRole('button', { name: 'Save search' }).click();
    const row = list.getByTestId('saved-search-row').filter({ hasText: 'Large rough' });
    await row.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(
      (u) => u.pathname === '/search' && u.searchParams.get('title') === 'rough',
    );
    await page.goto('/saved_search');
    await row.getByRole('button', { name: 'Remove' }).click();
    await list.getByText('No Records found').waitFor();
  });

  it('must choose a new password when an admin forces a reset', async () => {
    const admin = (await api('user/login', ADMIN)).token;
    await api(
      'admin/user/userAction',
      { user_id: (await me()).id, action: 'force_reset_pass' },
      admin,
    );
    await page.goto('/auction');
    await page.waitForURL((u) => u.pathname === '/reset_password');
    const form = page.getByTestId('change-password-form');
    await form.locator('input[name="current_password"]').fill(password);
    await form.locator('input[name="password"]').fill('Fresh-Facet-2026');
    await form.locator('input[name="confirm_password"]').fill('Fresh-Facet-2026');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    // The old session ended with the change; the screen carries on with the fresh one.
    await new Promise((r) => setTimeout(r, 2500));
    expect(new URL(page.url()).pathname).toBe('/');
    await freshToken();
    expect((await me()).force_reset_pass).toBe(false);
  });
});
