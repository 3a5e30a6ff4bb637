import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launch, login, newPage } from './browser';
import { iso, signUp, type Buyer, until } from './marketplace';
import { demoSellerToken } from './signed-in';

const HOUR = 3_600_000;
const stamp = Date.now();
const PASSWORD = 'Viewing-Room-42';
const alertText = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root', { hasText: text }).first();

/** Issue 26: rough is bought after viewing; a two-seat slot, three buyers, the admin's day list. */
describe('Booking a viewing', () => {
  let browser: Browser;
  let admin = '';
  let auctionId = '';
  let slotDay = '';
  const title = `Viewing tender ${stamp}`;
  const buyers: Buyer[] = [];

  beforeAll(async () => {
    browser = await launch();
    admin = (await api('user/login', ADMIN)).token;
    const seller = await demoSellerToken();
    const now = Date.now();
    const window = { date_added: iso(now - HOUR), date_closed: iso(now + 72 * HOUR) };
    auctionId = (
      await api('seller/auction/auctionAction', { action: 'new', title, ...window }, seller)
    ).id;
    const startsAt = iso(now + 26 * HOUR);
    slotDay = startsAt.slice(0, 10);
    await api(
      'appointment/slotAction',
      {
        action: 'open',
        location: `Antwerp ${stamp}`,
        starts_at: startsAt,
        minutes: 60,
        capacity: 2,
        auction_id: auctionId,
      },
      admin,
    );
    for (const name of ['Ines', 'Jan', 'Kofi'])
      buyers.push(await signUp(name, `${name.toLowerCase()}.${stamp}@facet.test`, PASSWORD));
    await until(
      () =>
        api('appointment/checkAppointmentsForAuction', { auction_id: auctionId }, buyers[0]!.token),
      (r) => r.records.some((s) => s.auction_id === auctionId),
    );
  });
  afterAll(async () => browser?.close());

  it('a buyer passes the identity check, books a viewing from the auction page and sees it in the account', async () => {
    const page = await newPage(browser);
    await login(page, buyers[0]!.email, PASSWORD);
    await page.goto(`/book_viewing/auction/${auctionId}`);
    await page.getByTestId('kyc-needed').waitFor();
    await page.getByRole('link', { name: 'Complete your identity check' }).click();
    await page.waitForURL((u) => u.pathname === '/account/identity');
    await page.getByRole('button', { name: 'Run identity check' }).click();
    await page.getByTestId('kyc-outcome').filter({ hasText: 'Identity check passed' }).waitFor();

    await page.goto(`/liveAuction/${auctionId}`);
    await page.getByRole('link', { name: 'Book a viewing' }).click();
    await page.waitForURL((u) => u.pathname === `/book_viewing/auction/${auctionId}`);
    const slot = page.getByTestId('viewing-slot').filter({ hasText: `Antwerp ${stamp}` });
    expect(await slot.textContent()).toContain('Seats left: 2');
    await slot.getByRole('button', { name: 'Book' }).click();
    await page.getByTestId('viewing-booked').waitFor();

    await page.goto('/account/appointments');
    const row = page.getByTestId('appointment-row').filter({ hasText: `Antwerp ${stamp}` });
    expect(await row.innerText()).toContain(title);
    await page.context().close();
  });

  it('a second buyer takes the last seat while a third is choosing, and the third is refused', async () => {
    for (const b of buyers.slice(1)) await api('user/runKycCheck', {}, b.token);
    const third = await newPage(browser);
    await login(third, buyers[2]!.email, PASSWORD);
    await third.goto(`/book_viewing/auction/${auctionId}`);
    const slot = third.getByTestId('viewing-slot').filter({ hasText: `Antwerp ${stamp}` });
    expect(await slot.textContent()).toContain('Seats left: 1');

    const slotId = (
      await api(
        'appointment/checkAppointmentsForAuction',
        { auction_id: auctionId },
        buyers[1]!.token,
      )
    ).records.find((s) => s.location === `Antwerp ${stamp}`)!.id;
    await api(
      'appointment/update',
      { action: 'book', slot_id: slotId, auction_id: auctionId },
      buyers[1]!.token,
    );

    await slot.getByRole('button', { name: 'Book' }).click();
    await alertText(third, 'This viewing slot is full').waitFor();
    expect(await third.getByTestId('viewing-booked').count()).toBe(0);
    await third.context().close();
  });

  it("the admin sees the day's list: who comes when, for which auction", async () => {
    const page = await newPage(browser);
    await login(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/viewings');
    await page.locator('input[name="day"]').fill(slotDay);
    const slot = page.getByTestId('day-slot').filter({ hasText: `Antwerp ${stamp}` });
    await slot.waitFor();
    expect(await slot.textContent()).toContain('Booked: 2 / 2');
    const visitors = slot.getByTestId('day-visitor');
    expect(await visitors.count()).toBe(2);
    const text = await slot.innerText();
    expect(text).toContain(buyers[0]!.email);
    expect(text).toContain(buyers[1]!.email);
    expect(text).not.toContain(buyers[2]!.email);
    expect(text).toContain(title);
    await page.context().close();
  });
});
