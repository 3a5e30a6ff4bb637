import { deflateSync } from 'node:zlib';
import type { SellerLotRecord } from '@facet/event-schemas';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './browser';
import { until } from './marketplace';

/** Helpers of the lot form tests: small PNGs made here, the form filled as a seller would. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A `width` x `height` PNG of one colour (8-bit RGB). */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  const pixels = Buffer.concat(Array(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A `datetime-local` value in the browser's (this machine's) time zone. */
export function localInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export interface Captioned {
  name: string;
  rgb: [number, number, number];
  title: string;
  description: string;
}

/** Uploads the images through the form's uploader and answers each caption modal. */
export async function uploadCaptioned(page: Page, images: Captioned[]) {
  await page.getByTestId('image-uploader-input').setInputFiles(
    images.map((i, n) => ({
      name: i.name,
      mimeType: 'image/png',
      buffer: png(40 + n * 5, 30, i.rgb),
    })),
  );
  for (const image of images) {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').waitFor();
    await dialog.getByLabel('Title').fill(image.title);
    await dialog.getByLabel('Description').fill(image.description);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('uploaded-images').getByAltText(image.title).waitFor();
  }
}

export interface LotInput {
  title: string;
  type: 'Standard' | 'Reverse' | 'Sealed';
  pricing: 'Per carat' | 'Per item';
  sprice: string;
  weight?: string;
  auction?: string;
}

/** Fills the lot form's own fields (not the images) as typed by a seller. */
export async function fillLot(page: Page, lot: LotInput) {
  const now = Date.now();
  await page.getByTestId('lot-title').fill(lot.title);
  if (lot.auction) {
    await page.getByTestId('lot-auctionid').click();
    await page.getByRole('option', { name: lot.auction }).click();
  }
  // The description is rich text: type into the editor as a seller would.
  await page.getByTestId('lot-desc_proc').locator('[contenteditable="true"]').click();
  await page.keyboard.type(`${lot.title}, described.`);
  await page.getByTestId('lot-auctiontype').getByText(lot.type).click();
  await page.getByTestId('lot-pricing').getByText(lot.pricing).click();
  await page.getByTestId('lot-sprice').fill(lot.sprice);
  if (lot.weight) await page.getByTestId('lot-weight').fill(lot.weight);
  await page.getByTestId('lot-date_added').fill(localInput(now - 60_000));
  await page.getByTestId('lot-date_closed').fill(localInput(now + 48 * 3_600_000));
}

/** Three captioned images of a lot: its front, side and certificate, each its own colour. */
export const captionedImages = (prefix: string): Captioned[] =>
  (['front', 'side', 'certificate'] as const).map((name, n) => ({
    name: `${prefix}-${name}.png`,
    rgb: (
      [
        [20, 60, 200],
        [200, 30, 30],
        [30, 160, 60],
      ] as const
    )[n] as [number, number, number],
    title: `${prefix} ${name}`,
    description: `The ${name} of ${prefix}`,
  }));

/** A lot as `product/search` shows it to anyone. */
export type FoundLot = Pick<
  SellerLotRecord,
  'id' | 'title' | 'auctiontype' | 'pricing' | 'weight' | 'avatar' | 'allattachmentlist'
>;

/** The public lot of that title, once the read models list it. */
export const findLot = (title: string) =>
  until(
    () =>
      api('product/search', {
        limit: 5,
        page: 1,
        filters: { title },
      }).then((r) => r.records.find((l) => l.title === title)),
    (l) => l !== undefined,
  ) as Promise<FoundLot>;

/** The public lot panel loads a thumbnail of every image, in the order the seller gave them. */
export async function seesThumbnails(page: Page, lot: FoundLot) {
  await page.goto(`/search?lot=${lot.id}`);
  const thumbs = page.getByTestId('thumbnails').locator('img');
  const loaded = () =>
    thumbs.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((i) => [new URL(i.src).pathname, i.naturalWidth]),
    );
  await until(loaded, (l) => l.length === 3 && l.every(([, w]) => Number(w) > 0), 15_000);
  expect((await loaded()).map(([path]) => path)).toEqual(
    lot.allattachmentlist.map((a) => `/uploads/product/thumbnail/${a.file_name}`),
  );
}
