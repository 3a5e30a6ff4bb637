import { describe, expect, it } from 'vitest';
import { uploadImagesFields } from '../routes/files.routes.js';
import { readFileRef, readInstant, readText } from './request-fields.js';

/** Issue 28, item 8: values a route took that no user means, refused where fields are declared. */
describe('request fields refuse values no user means', () => {
  it('reads instants as ISO 8601 or epoch milliseconds from 0, in years 1900-2100', () => {
    for (const junk of [-1, 1.5, '0', '-1', '12345', 'Nov 1 2026', '2101-01-01T00:00', 1e15])
      expect(() => readInstant(junk), String(junk)).toThrow();
    expect(readInstant('2026-05-08T10:00:00.000Z')).toBe('2026-05-08T10:00:00.000Z');
    expect(readInstant('2026-05-08')).toBe('2026-05-08T00:00:00.000Z');
    expect(readInstant(1_780_000_000_000)).toBe(new Date(1_780_000_000_000).toISOString());
    expect(readInstant('1780000000000')).toBe(new Date(1_780_000_000_000).toISOString());
  });

  it('refuses a number JSON cannot hold as text (1e999 was stored as "Infinity")', () => {
    expect(() => readText(Infinity)).toThrow();
    expect(() => readText(-Infinity)).toThrow();
    expect(() => readText(NaN)).toThrow();
    expect(readText(12)).toBe('12');
  });

  it('takes an uploaded file name or an https address as an image, nothing else', () => {
    for (const junk of ['javascript:alert(1)', '../../../etc/passwd', '12345', 12345, 'a.exe'])
      expect(() => readFileRef(junk, 'image'), String(junk)).toThrow();
    expect(() => readFileRef('http://x.test/a.png', 'image')).toThrow();
    expect(() => readFileRef('..hidden.png', 'image')).toThrow();
    for (const ok of [
      '3f1c9a7e-2b4d-4c8e-9f00-1a2b3c4d5e6f.png',
      'lot-101-front.jpg',
      'https://cdn.example.com/a.webp',
    ])
      expect(readFileRef(ok, 'image')).toBe(ok);
    expect(readFileRef('lot-101-certificate.pdf', 'file')).toBe('lot-101-certificate.pdf');
  });

  it('refuses an upload quality outside its documented 1-100 instead of using the default', () => {
    for (const quality of ['0', '-1', '1e9', '101', 'high', '50.5'])
      expect(uploadImagesFields.safeParse({ quality }).success, quality).toBe(false);
    expect(uploadImagesFields.parse({ quality: '70' }).quality).toBe(70);
    expect(uploadImagesFields.parse({}).quality).toBe(80);
    expect(uploadImagesFields.safeParse({ resultWidth: '0' }).success).toBe(false);
  });
});
