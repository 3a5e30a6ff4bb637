import { describe, expect, it } from 'vitest';
import { formValues, isSiteTable, SITE_TABLES } from './site-table-columns';

describe("The admin's table form", () => {
  it('sends whole numbers as numbers, clears a blank text, and carries active', () => {
    expect(
      formValues(SITE_TABLES['faq'] ?? [], { question: ' Q? ', answer: 'A.', position: '2' }, 1),
    ).toEqual({
      question: 'Q?',
      answer: 'A.',
      position: 2,
      active: 1,
    });
    expect(
      formValues(SITE_TABLES['faq'] ?? [], { question: 'Q?', answer: '', position: '' }, 0),
    ).toEqual({
      question: 'Q?',
      answer: '',
      active: 0,
    });
  });

  it('knows only the bundle’s tables', () => {
    expect(isSiteTable('banners')).toBe(true);
    expect(isSiteTable('constructor')).toBe(false);
  });
});
