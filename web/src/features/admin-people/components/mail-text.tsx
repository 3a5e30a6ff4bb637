import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

/** A web address in a mail's text: up to the first space (a sentence's last dot stays outside). */
const LINK = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

/** A mail's text as its reader sees it: lines kept, every web address a link (as in the HTML part). */
export function MailText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    parts.push(text.slice(from, match.index));
    parts.push(
      <Anchor
        key={match.index}
        href={match[0]}
        target="_blank"
        rel="noreferrer"
        data-testid="mail-link"
      >
        {match[0]}
      </Anchor>,
    );
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return parts.map((part, i) => <Fragment key={i}>{part}</Fragment>);
}
