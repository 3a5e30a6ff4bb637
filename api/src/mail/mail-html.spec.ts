import { describe, expect, it } from 'vitest';
import { mailHtml } from './mail-html.js';

describe('Issue 27 item 17: a mail link is a link', () => {
  it('makes each web address of the text an <a href>, the sentence around it kept', () =>
    expect(
      mailHtml('Reset your password (valid 1 hour): https://facet.example/reset_password/u.s1.'),
    ).toBe(
      '<p>Reset your password (valid 1 hour): <a href="https://facet.example/reset_password/u.s1">https://facet.example/reset_password/u.s1</a>.</p>',
    ));

  it('escapes the text and keeps its lines', () =>
    expect(mailHtml('A <b> & "c"\nhttp://x.test/invite?token=a&b=c')).toBe(
      '<p>A &lt;b&gt; &amp; &quot;c&quot;<br>\n<a href="http://x.test/invite?token=a&amp;b=c">http://x.test/invite?token=a&amp;b=c</a></p>',
    ));
});
