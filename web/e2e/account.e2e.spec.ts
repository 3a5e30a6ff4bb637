import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launch, login, newPage } from './browser';
import { mailedLink } from './marketplace';

const email = `ada.${Date.now()}@facet.test`;
const firstPassword = 'Rough-Diamond-42';
const newPassword = 'Brand-New-Facet-77';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('facet.token'));
const alertText = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root', { hasText: text }).first();

async function logout(page: Page) {
  await page.getByTestId('user-badge').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await alertText(page, 'Logged out successfully').waitFor();
}

describe('A new buyer', () => {
  let browser: Browser;
  let page: Page;
  let adminToken: string;

  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    adminToken = (await api('user/login', ADMIN)).token;
  });
  afterAll(async () => browser?.close());

  it("registers with the spec's validation messages and a password strength meter", async () => {
    await page.goto('/login');
    await page.getByTestId('register-link').click();
    await page.waitForURL((u) => u.pathname === '/register');
    const form = page.getByTestId('register-form');
    expect(await form.locator('input[name="phone"]').inputValue()).toBe('+1');
    const terms = form.getByRole('link', { name: 'terms and conditions' });
    expect(await terms.getAttribute('href')).toBe('/terms_of_use');
    expect(await terms.getAttribute('target')).toBe('_blank');

    await form.locator('button[type="submit"]').click();
    expect(await form.getByText('Required!').count()).toBeGreaterThanOrEqual(4);
    await form.getByText('You need to accept the terms and conditions').waitFor();

    await form.locator('input[name="email"]').fill('ada@');
    await form.locator('input[name="password"]').fill('short');
    await form.locator('input[name="confirm_password"]').fill('other');
    await form.locator('button[type="submit"]').click();
    await form.getByText('Invalid email format').waitFor();
    await form.getByText('Minimum 8 characters').waitFor();
    await form.getByText('Passwords not match').waitFor();
    expect(await page.getByTestId('password-strength').innerText()).toContain('Weak');

    await form.locator('input[name="first_name"]').fill('Ada');
    await form.locator('input[name="last_name"]').fill('Stone');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill(firstPassword);
    expect(await page.getByTestId('password-strength').innerText()).toContain('Strong');
    await form.locator('input[name="confirm_password"]').fill(firstPassword);
    await form.locator('input[name="termcheck"]').check({ force: true });
    await form.locator('button[type="submit"]').click();
    await alertText(page, 'Successfully registered!').waitFor();
    await page.waitForURL((u) => u.pathname === '/');
    expect(await page.getByTestId('user-badge').innerText()).toBe('AS');
  });

  it('verifies the e-mail address with the link from the outbox', async () => {
    const token = await mailedLink(adminToken, email, 'email-link');
    await page.goto(`/verify_email/${token}`);
    const result = page.getByTestId('verify-result');
    await result.waitFor();
    expect(await result.getAttribute('data-ok')).toBe('true');
    await page.goto('/account/profile');
    await page.getByTestId('profile-form').waitFor();
    expect(await page.getByTestId('email-not-verified').count()).toBe(0);
  });

  it('accepts new terms in the blocking dialog before going on', async () => {
    // New terms: the account's acceptance is withdrawn, as when the terms change.
    await api('user/updateProfile', { termcheck: 0 }, (await storedToken(page)) ?? '');
    await page.goto('/auction');
    const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await dialog.getByText('Terms of Use').first().waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('You need to accept the terms and conditions').waitFor();
    await dialog.getByRole('checkbox').check({ force: true });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    const me = await api('user/validateUser', {}, (await storedToken(page)) ?? '');
    expect(me.termcheck).toBe(true);
  });

  it('logs out and logs in again', async () => {
    await logout(page);
    expect(await storedToken(page)).toBeNull();
    await login(page, email, firstPassword);
    await page.getByTestId('user-badge').waitFor();
  });

  it('resets a forgotten password with the link from the outbox', async () => {
    await logout(page);
    await page.goto('/forgot_password');
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main form button[type="submit"]').click();
    const token = await mailedLink(adminToken, email, 'password-reset');
    await page.goto(`/reset_password/${token}`);
    await page.locator('input[name="password"]').fill(newPassword);
    await page.locator('input[name="confirm_password"]').fill(newPassword);
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === '/login');
    await expect(api('user/login', { email, password: firstPassword })).rejects.toThrow();
    await login(page, email, newPassword);
  });

  it('is logged out when an admin deactivates the account', async () => {
    await page.goto('/account/profile');
    await page.getByTestId('profile-form').waitFor();
    const me = await api('user/validateUser', {}, (await storedToken(page)) ?? '');
    await api('admin/user/changeStatus', { user_id: me.id, status: 'deactivate' }, adminToken);
    // The socket drop logs the buyer out at once; failing that, their next action does.
    const loggedOut = await page
      .waitForURL((u) => u.pathname === '/login', { timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (!loggedOut) {
      await page.getByTestId('user-badge').click();
      await page.getByRole('menuitem', { name: 'My Bids' }).click();
      await page.waitForURL((u) => u.pathname === '/login');
    }
    expect(await storedToken(page)).toBeNull();
    expect(await page.getByTestId('user-badge').count()).toBe(0);
    await expect(api('user/login', { email, password: newPassword })).rejects.toThrow();
  });
});
