import type { ConfigurationAnswer } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { bannersOf, faqOf, lotLocationText } from './site-config';

const config = (tableValues: ConfigurationAnswer['tableValues']) =>
  ({ tableValues }) as ConfigurationAnswer;

describe("The public site reads the admin's tables from getDefault", () => {
  it('rotates the shown banners only (spec 3: active 1 = shown)', () => {
    const banners = bannersOf(
      config({
        banners: [
          { id: 'b1', image: 'a.webp', title: 'Spring', active: 1 },
          { id: 'b2', image: 'b.webp', title: 'Hidden', active: 0 },
        ],
      }),
    );
    expect(banners.map((b) => b.title)).toEqual(['Spring']);
    expect(bannersOf(undefined)).toEqual([]);
  });

  it('lists the FAQ in its position order', () => {
    const c = config({
      faq: [
        { id: 'f2', question: 'Second?', answer: 'b', position: 2, active: 1 },
        { id: 'f1', question: 'First?', answer: 'a', position: 1, active: 1 },
      ],
    });
    expect(faqOf(c).map((f) => f.question)).toEqual(['First?', 'Second?']);
  });

  it("says where a lot is from its location row, the country in the reader's language", () => {
    const c = config({
      locations: [
        {
          id: 'antwerp',
          name: 'Antwerp',
          country: 'BE',
          state: 'VLG',
          city: 'Antwerpen',
          active: 1,
        },
        { id: 'dubai', name: 'Dubai', country: 'AE', state: 'DU', city: 'Dubai', active: 1 },
        { id: 'vault', name: 'Vault 3', active: 1 },
      ],
    });
    expect(lotLocationText(c, 'antwerp', 'en')).toBe('Antwerp, Antwerpen, Belgium');
    expect(lotLocationText(c, 'antwerp', 'es')).toBe('Antwerp, Antwerpen, Bélgica');
    expect(lotLocationText(c, 'dubai', 'en')).toBe('Dubai, United Arab Emirates');
    expect(lotLocationText(c, 'vault', 'en')).toBe('Vault 3');
    expect(lotLocationText(c, 'gone', 'en')).toBeUndefined();
    expect(lotLocationText(c, null, 'en')).toBeUndefined();
  });
});
