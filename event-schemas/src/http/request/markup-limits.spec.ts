import { describe, expect, it } from 'vitest';
import { MARKUP_LIMITS, markupWithinLimits as within } from './markup-limits.js';

describe("An HTML field's markup limits (issue 28 item 6: no parser spends seconds on a value)", () => {
  it("passes the rich-text editor's output, lists in lists and long pages", () => {
    expect(
      within(
        '<h2>T</h2><p style="text-align: center">a <b>b</b></p><ul><li>x<ul><li>y</li></ul></li></ul>',
      ),
    ).toBe(true);
    expect(
      within('<p>Para <a href="/x" rel="noopener noreferrer">link</a></p>'.repeat(2_000)),
    ).toBe(true);
    expect(within('<ul>' + '<li>unclosed'.repeat(1_000) + '</ul><p>a<p>b')).toBe(true);
    expect(within('1 < 2, a<b, <<<')).toBe(true);
  });

  it('refuses nesting deeper than the limit, however the end tags are spelled', () => {
    const deep = (open: string, n: number) => open.repeat(n);
    expect(within(deep('<div>', MARKUP_LIMITS.depth))).toBe(true);
    expect(within(deep('<div>', MARKUP_LIMITS.depth + 1))).toBe(false);
    expect(within(deep('<table><tr><td>', 30))).toBe(false);
    // End tags a parser ignores (b is not in scope inside the table) close nothing here either.
    expect(within(deep('<b><table><td></b>', 30))).toBe(false);
    expect(within(deep('<span title="<">', 100))).toBe(false);
  });

  it('refuses too many elements, or too many attributes on one', () => {
    expect(within('<b>x</b>'.repeat(MARKUP_LIMITS.tags))).toBe(true);
    expect(within('<b>x</b>'.repeat(MARKUP_LIMITS.tags + 1))).toBe(false);
    const attributes = (n: number) =>
      `<b ${Array.from({ length: n }, (_, i) => `a${i}`).join(' ')}>`;
    expect(within(attributes(MARKUP_LIMITS.attributesPerTag))).toBe(true);
    expect(within(attributes(MARKUP_LIMITS.attributesPerTag + 1))).toBe(false);
  });

  it('reads a pathological value in one pass', () => {
    expect(within('<b'.repeat(50_000))).toBe(false);
    expect(within('<'.repeat(100_000))).toBe(true);
  });
});
