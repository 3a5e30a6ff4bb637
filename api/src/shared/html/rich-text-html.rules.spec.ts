import { describe, expect, it } from 'vitest';
import { sanitizeRichTextHtml as clean } from './rich-text-html.rules.js';

describe("A static page's HTML (issue 17: sanitized server-side before it is served)", () => {
  it("keeps the editor's formatting, links and uploaded images", () => {
    const html =
      '<h2>Terms</h2><p style="text-align: center">Bids are <strong>binding</strong>.</p>' +
      '<ul><li><a href="/how_to_bid">How to bid</a></li></ul><img src="/uploads/templates/a.webp" alt="A">';
    expect(clean(html)).toBe(
      '<h2>Terms</h2><p style="text-align: center">Bids are <strong>binding</strong>.</p>' +
        '<ul><li><a href="/how_to_bid" rel="noopener noreferrer">How to bid</a></li></ul>' +
        '<img src="/uploads/templates/a.webp" alt="A">',
    );
  });

  it('drops scripts and styles with their content', () => {
    expect(clean('<p>a</p><script>alert(1)</script><style>p{}</style><SCRIPT src=x>')).toBe(
      '<p>a</p>',
    );
  });

  it('drops event handlers, javascript: and data: urls, and unknown tags', () => {
    expect(clean('<p onclick="x()">a</p>')).toBe('<p>a</p>');
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(clean('<img src="data:image/png;base64,AAAA" onerror="alert(1)">')).toBe('<img>');
    expect(clean('<iframe src="https://evil"></iframe><form><input></form>ok')).toBe('ok');
    expect(clean('<a href="//evil.example/">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('escapes stray angle brackets so no tag can be smuggled in text', () => {
    expect(clean('1 < 2 > 0 <<img src=x onerror=alert(1)//')).toBe(
      '1 &lt; 2 &gt; 0 &lt;&lt;img src=x onerror=alert(1)//',
    );
    expect(clean('<p>a <b>b</b> c</p><!-- <script>x</script> -->')).toBe('<p>a <b>b</b> c</p>');
    expect(clean('<p title="a>b">x</p>')).toBe('<p>x</p>');
  });
});
