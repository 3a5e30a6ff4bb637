import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server HTML (lot descriptions, homepage text, static pages) is sanitised before it reaches the DOM. */
export function HtmlContent({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } }),
    [html],
  );
  return (
    <Typography className={className}>
      {/* Seller text keeps its own direction: a Latin description reads left to right in Arabic. */}
      <div dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
