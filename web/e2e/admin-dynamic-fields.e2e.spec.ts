import type { Browser, Page } from 'playwright-core';
import type { DynamicFieldRecord } from '@facet/event-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, BASE_URL, DEMO_SELLER, launch, login, newPage, shot } from './browser';
import { fillLot, uploadCaptioned } from './lot-form';
import { until } from './marketplace';

const tag = `DF${Date.now()}`;
const label = `${tag} Origin mine`;

type Field = Pick<DynamicFieldRecord, 'id' | 'label' | 'active'>;
const activeLotFields = () =>
  api('dynamic/getAllDynamicArray', { view_page: 1 }).then((r): Field[] => r.records);

type Point = { x: number; y: number };
type Holds = { holds: { type: string; t: number }[] };

/** Notes, in the page, when each press and move arrives: the hold the app actually saw. */
const recordHolds = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Holds;
    w.holds = [];
    for (const type of ['mousedown', 'mousemove', 'touchstart', 'touchmove'])
      document.addEventListener(type, () => w.holds.push({ type, t: performance.now() }), true);
  });
const clearHolds = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as Holds).holds = [];
  });
/** Milliseconds from the press to the first move after it, as the page's listeners saw them. */
const seenHold = (page: Page) =>
  page.evaluate(() => {
    const { holds } = window as unknown as Holds;
    const down = holds.find((h) => h.type === 'mousedown' || h.type === 'touchstart');
    const move = holds.find((h) => h.type.endsWith('move') && down !== undefined && h.t > down.t);
    return down && move ? move.t - down.t : Number.NaN;
  });

/**
 * Presses on `from`, holds `holdMs`, then moves past `to` and lets go: with the mouse, or with a
 * finger (touch events sent over CDP `Input.dispatchTouchEvent`, as a touch screen sends them).
 * Answers the hold the page saw.
 */
async function drag(page: Page, kind: 'mouse' | 'touch', from: Point, to: Point, holdMs: number) {
  const end = { x: to.x, y: to.y + (to.y > from.y ? 10 : -10) };
  // The first move leaves the press's tolerance (5 px) and the browser's touch slop at once, so
  // the hold ends there: small first steps would only stretch it past the delay.
  const path = [0.5, 0.6, 0.7, 0.8, 0.9, 1].map((k) => ({
    x: from.x + (end.x - from.x) * k,
    y: from.y + (end.y - from.y) * k,
  }));
  if (kind === 'mouse') {
    await page.mouse.move(from.x, from.y);
    await clearHolds(page);
    await page.mouse.down();
    await page.waitForTimeout(holdMs);
    for (const p of path) await page.mouse.move(p.x, p.y);
    await page.mouse.up();
    return seenHold(page);
  }
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  await clearHolds(page);
  await touch('touchStart', [from]);
  await page.waitForTimeout(holdMs);
  for (const p of path) await touch('touchMove', [p]);
  await touch('touchEnd', []);
  await cdp.detach();
  return seenHold(page);
}

/** Issue 17: an admin adds a lot field; the seller's lot form asks for it; the lot page shows it. */
describe('Dynamic lot fields, from the admin to the public lot page', () => {
  let browser: Browser;
  let admin: Page;
  let seller: Page;
  let fieldId = '';
  let secondId = '';

  beforeAll(async () => {
    browser = await launch();
    admin = await newPage(browser);
    seller = await newPage(browser);
    await login(admin, ADMIN.email, ADMIN.password);
    await login(seller, DEMO_SELLER.email, DEMO_SELLER.password);
  }, 60_000);
  afterAll(async () => {
    // Hidden again, so the other suites' lots are not asked for it.
    const { token } = await api('user/login', ADMIN);
    for (const id of [fieldId, secondId].filter(Boolean))
      await api('dynamic/propertyColumnStatusAction', { id, active: 2 }, token);
    await browser?.close();
  });

  it('lets an admin add a text field to lots at /admin/fields/1', async () => {
    await admin.goto('/admin/fields/1');
    await admin.getByTestId('field-add').click();
    await admin.getByTestId('field-label').fill(label);
    await admin.getByTestId('field-type').selectOption('text');
    await admin.getByTestId('field-save').click();
    await admin.getByTestId('dynamic-fields').getByText(label).waitFor();
    const field = (await activeLotFields()).find((f) => f.label === label);
    expect(field).toBeDefined();
    fieldId = field?.id ?? '';
  });

  it("shows the field on the seller's lot form and the value on the public lot page", async () => {
    await seller.goto('/post_project/create_lot/new');
    const input = seller.getByTestId(`custom-field-${fieldId}`);
    await input.waitFor();
    const title = `${tag} Rough with an origin`;
    await fillLot(seller, { title, type: 'Standard', pricing: 'Per item', sprice: '300' });
    await input.fill('Jwaneng');
    await uploadCaptioned(
      seller,
      (['a', 'b', 'c'] as const).map((n, i) => ({
        name: `${n}.png`,
        rgb: [i * 80, 100, 200 - i * 60] as [number, number, number],
        title: `${tag} ${n}`,
        description: `Image ${n}`,
      })),
    );
    await seller.getByTestId('lot-save').click();
    await seller.waitForURL('**/seller/lots/all');
    const lot = await until(
      () =>
        api('product/search', {
          filters: { title },
        }).then((r) => r.records.find((l) => l.title === title)),
      (l) => l !== undefined,
    );

    await seller.goto(`/search?lot=${lot?.id ?? ''}`);
    const value = seller.getByTestId(`lot-custom-value-${fieldId}`);
    await value.waitFor();
    expect(await value.textContent()).toBe(`${label}Jwaneng`);
  });

  it('moves a field by dragging it after a short hold with the mouse', async () => {
    const { token } = await api('user/login', ADMIN);
    secondId = (
      await api(
        'dynamic/propertyColumnAction',
        {
          action: 'new',
          view_page: 1,
          label: `${tag} Fluorescence`,
          field_type: 'select',
          options: ['None', 'Faint'],
        },
        token,
      )
    ).id;
    await admin.goto('/admin/fields/1');
    const box = async (id: string) => {
      const b = await admin.getByTestId(`reorder-${id}`).boundingBox();
      if (!b) throw new Error(`no reorder-${id}`);
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    const from = await box(secondId);
    const to = await box(fieldId);
    const ids = (fields: Field[]) =>
      fields.map((f) => f.id).filter((id) => id === fieldId || id === secondId);
    // Without the hold, a quick swipe moves nothing (it may be a scroll or a click).
    await admin.mouse.move(from.x, from.y);
    await admin.mouse.down();
    await admin.mouse.move(to.x, to.y - 10, { steps: 3 });
    await admin.mouse.up();
    await admin.waitForTimeout(500);
    expect(ids(await activeLotFields())).toEqual([fieldId, secondId]);

    await admin.mouse.move(from.x, from.y);
    await admin.mouse.down();
    // Spec 9: a mouse drag starts after a 100 ms hold.
    await admin.waitForTimeout(200);
    await admin.mouse.move(to.x, to.y - 10, { steps: 12 });
    await admin.mouse.up();
    const order = await until(activeLotFields, (f) => ids(f)[0] === secondId);
    expect(ids(order)).toEqual([secondId, fieldId]);
  });

  describe('the hold before a drag starts (spec 9: 100 ms with a mouse, 250 ms on touch)', () => {
    const ids = (fields: Field[]) =>
      fields.map((f) => f.id).filter((id) => id === fieldId || id === secondId);
    const centre = async (page: Page, id: string): Promise<Point> => {
      const b = await page.getByTestId(`reorder-${id}`).boundingBox();
      if (!b) throw new Error(`no reorder-${id}`);
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    /** Drags the lower of the two fields onto the upper one. */
    const dragLowerUp = async (page: Page, kind: 'mouse' | 'touch', holdMs: number) => {
      const [upper = '', lower = ''] = ids(await activeLotFields());
      return drag(page, kind, await centre(page, lower), await centre(page, upper), holdMs);
    };
    /**
     * A hold shorter than `limitMs` moves nothing. The page's own clock must see it shorter: on a
     * busy machine a press can arrive late, and that try says nothing about the rule (3 tries).
     */
    const holdMovesNothing = async (
      page: Page,
      kind: 'mouse' | 'touch',
      holdMs: number,
      limitMs: number,
    ) => {
      for (let attempt = 1; ; attempt++) {
        await page.goto('/admin/fields/1');
        await page.getByTestId(`reorder-${secondId}`).waitFor();
        await recordHolds(page);
        const before = ids(await activeLotFields());
        const seen = await dragLowerUp(page, kind, holdMs);
        await page.waitForTimeout(700);
        if (seen < limitMs) {
          expect(ids(await activeLotFields())).toEqual(before);
          return;
        }
        if (attempt === 3) throw new Error(`the page saw holds of ${seen} ms, never < ${limitMs}`);
      }
    };
    const holdMovesTheField = async (page: Page, kind: 'mouse' | 'touch', holdMs: number) => {
      await page.goto('/admin/fields/1');
      await page.getByTestId(`reorder-${secondId}`).waitFor();
      await recordHolds(page);
      const [upper, lower] = ids(await activeLotFields());
      expect(await dragLowerUp(page, kind, holdMs)).toBeGreaterThanOrEqual(holdMs);
      const order = await until(activeLotFields, (f) => ids(f)[0] === lower);
      expect(ids(order)).toEqual([lower, upper]);
    };

    it('does not drag after a mouse hold just under 100 ms, and drags after one just over', async () => {
      await holdMovesNothing(admin, 'mouse', 70, 100);
      await holdMovesTheField(admin, 'mouse', 130);
    });

    it('does not drag after a 150 ms touch hold, and drags after a 300 ms one', async () => {
      const touchContext = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        baseURL: BASE_URL,
        hasTouch: true,
        storageState: await admin.context().storageState(),
      });
      const finger = await touchContext.newPage();
      try {
        await holdMovesNothing(finger, 'touch', 150, 250);
        await holdMovesTheField(finger, 'touch', 300);
      } finally {
        await touchContext.close();
      }
    });
  });

  it('shows the fields screen in English and in Arabic, right to left', async () => {
    for (const lang of ['en', 'ar'] as const) {
      await admin.goto(`/admin/fields/1?lang=${lang}`);
      await admin.getByTestId(`field-status-${fieldId}`).waitFor();
      expect(await admin.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await shot(admin, lang === 'en' ? 'admin-fields' : 'admin-fields-ar');
    }
    expect(await admin.locator('h1').first().textContent()).toBe('الحقول الديناميكية');
    await admin.goto('/admin/fields/1?lang=en');
    await admin.getByTestId(`field-status-${fieldId}`).waitFor();
  });

  it('hides a deactivated field from the lot form', async () => {
    await admin.getByTestId(`field-status-${fieldId}`).click();
    await until(activeLotFields, (fields) => !fields.some((f) => f.id === fieldId));
    await seller.goto('/post_project/create_lot/new');
    await seller.getByTestId('lot-title').waitFor();
    expect(await seller.getByTestId(`custom-field-${fieldId}`).count()).toBe(0);
  });
});
