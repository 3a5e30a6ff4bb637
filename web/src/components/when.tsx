import type { TextProps } from '@mantine/core';
import { formatDate, formatDateTime } from '@/lib/format';
import { LeftToRight } from './left-to-right';

export type WhenProps = TextProps & {
  /** An instant as the API sends it (ISO UTC). */
  at: string | number | Date | null | undefined;
  /** The day alone: '11-24-2026'. */
  dateOnly?: boolean;
};

/**
 * A date and time as the spec writes it, '11-24-2026 3:05 pm', kept whole and left to right in any
 * layout: an Arabic table neither reverses it nor breaks it over three lines in a narrow column.
 */
export function When({ at, dateOnly = false, ...props }: WhenProps) {
  if (at === null || at === undefined || at === '') return <>—</>;
  return (
    <LeftToRight {...props} style={{ whiteSpace: 'nowrap' }}>
      {dateOnly ? formatDate(at) : formatDateTime(at)}
    </LeftToRight>
  );
}
