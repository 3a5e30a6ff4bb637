import type { LotAttachmentInput } from '@facet/event-schemas';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launch, newPage } from './browser';
import { uploadImages } from './uploaded-images';
import { iso, until } from './marketplace';

// Two small PNGs (40 x 30 blue, 30 x 40 red), so the test needs no image library of its own.
const BLUE =
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAPUlEQVRIie3VQQ0AMAwCwIlALBKRNRnb45L+mzSUO+mezLG4Th3hmneqAonKHCSKxWGxWAwWh8ViMV+xeAHIrDob874t1QAAAABJRU5ErkJggg==';
const RED =
  'iVBORw0KGgoAAAANSUhEUgAAAB4AAAAoCAIAAABmcd1FAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAQklEQVRIie3XQQ0AUQxCwcpBBP5VIOar2MMmk/TcQ0PhcWs+mrO6DhIKmZcpDwlTnZSJbBxYKHoKnBy+rsJxv6xJD9sb3EwxUxsAAAAAAElFTkSuQmCC';

describe('A lot with uploaded images, as a visitor sees it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('shows the compressed image large and both thumbnails, all loaded from the store', async () => {
    const { token } = await api('user/login', ADMIN);
    const names = await uploadImages(token, {
      'blue.png': Buffer.from(BLUE, 'base64'),
      'red.png': Buffer.from(RED, 'base64'),
    });
    expect(names).toHaveLength(2);
    const now = Date.now();
    const allattachmentlist: LotAttachmentInput[] = names.map((file_name) => ({
      file_name,
      type: 1,
    }));
    const { id } = await api(
      'seller/product/projectAction',
      {
        action: 'new',
        title: 'Photographed rough',
        pricing: 'per_carat',
        weight: '2.10',
        total_stones: 1,
        sprice: 100,
        date_added: iso(now - 1_000),
        date_closed: iso(now + 3_600_000),
        avatar: names[0],
        allattachmentlist,
      },
      token,
    );
    await until(
      () => api('product/search', { limit: 1, page: 1, filters: { id } }),
      (r) => r.records.length === 1,
    );

    const page = await newPage(browser);
    await page.goto(`/search?lot=${id}`);
    const gallery = page.getByTestId('gallery');
    await gallery.locator('img').first().waitFor();
    // Loaded means the browser decoded the store's bytes: a broken image shows the placeholder.
    const loaded = () =>
      gallery
        .locator('img')
        .evaluateAll((imgs) =>
          (imgs as HTMLImageElement[]).map((i) => [new URL(i.src).pathname, i.naturalWidth]),
        );
    await until(loaded, (l) => l.length === 3 && l.every(([, w]) => Number(w) > 0), 15_000);
    expect(await loaded()).toEqual([
      [`/uploads/product/compressed/${names[0]}`, 40],
      [`/uploads/product/thumbnail/${names[0]}`, 40],
      [`/uploads/product/thumbnail/${names[1]}`, 30],
    ]);
  });
});
