/** A web address in a mail's text: up to the first space (a sentence's last dot stays outside). */
const LINK = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

const escape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The HTML part of a mail composed as text: the text escaped, its lines kept and every web
 * address an `<a href>`, so a reset or invitation link is a link in any mail client.
 */
export function mailHtml(text: string): string {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    const url = escape(match[0]);
    html += `${escape(text.slice(from, match.index))}<a href="${url}">${url}</a>`;
    from = match.index + match[0].length;
  }
  html += escape(text.slice(from));
  return `<p>${html.replace(/\n/g, '<br>\n')}</p>`;
}
