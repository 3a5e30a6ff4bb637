import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { html, installHtmlSanitiser, isHtmlField, requiredHtml } from './html-fields.js';
import { text } from './request-fields.js';

describe('A request field declared as HTML (issue 28 item 6)', () => {
  const description = z.strictObject({ description: html({ max: 40 }) });

  it('is refused to read until the server installs its sanitiser: never a pass-through', () => {
    expect(() => description.parse({ description: '<script>x</script>' })).toThrow(
      /No HTML sanitiser installed/,
    );
  });

  it('is read through the installed sanitiser, blank as undefined, too long refused', () => {
    installHtmlSanitiser((s) => s.replace(/<script>.*<\/script>/g, ''));
    expect(description.parse({ description: ' <p>a</p><script>x</script> ' })).toEqual({
      description: '<p>a</p>',
    });
    expect(description.parse({ description: '' })).toEqual({ description: undefined });
    expect(description.safeParse({ description: 'x'.repeat(41) }).success).toBe(false);
  });

  it('is required to be sent, though it may be empty, with the spec\'s "too long"', () => {
    const page = z.strictObject({
      content: requiredHtml('Required', { max: 5, tooLong: 'The page is too long' }),
    });
    expect(page.parse({ content: '' })).toEqual({ content: '' });
    expect(page.safeParse({}).error?.issues[0]?.message).toBe('Required');
    expect(page.safeParse({ content: '<p>long</p>' }).error?.issues[0]?.message).toBe(
      'The page is too long',
    );
  });

  it('is told apart from plain text by its declaration (text/html in the OpenAPI document)', () => {
    expect(isHtmlField(html())).toBe(true);
    expect(isHtmlField(requiredHtml('Required'))).toBe(true);
    expect(isHtmlField(text())).toBe(false);
    expect(z.toJSONSchema(html(), { io: 'input', unrepresentable: 'any' })).toMatchObject({
      contentMediaType: 'text/html',
    });
  });

  it('refuses markup a parser would spend seconds on, before any sanitiser sees it', () => {
    installHtmlSanitiser(() => {
      throw new Error('not reached');
    });
    const deep = html({ max: 100_000 }).safeParse('<div>'.repeat(20_000));
    expect(deep.error?.issues[0]?.message).toMatch(/more markup than it can hold/);
  });
});
