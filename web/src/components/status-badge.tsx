import { Badge } from '@mantine/core';

export type StatusTone = 'winning' | 'outbid' | 'won' | 'lost' | 'pending' | 'neutral';

const colors: Record<StatusTone, string> = {
  // Shade 9 under white text: cyan 5.4:1, teal 5:1 (green's 4.4:1 was under AA's 4.5:1).
  winning: 'cyan',
  outbid: 'red',
  won: 'teal',
  lost: 'gray',
  pending: 'yellow',
  neutral: 'blue',
};

export function StatusBadge({ tone, label }: { tone: StatusTone; label: string }) {
  return (
    <Badge
      color={colors[tone]}
      // Filled, with the text colour chosen for contrast: the light variant's green and teal
      // labels were under WCAG AA's 4.5:1 (3.8:1 and 4.3:1).
      variant="filled"
      autoContrast
      radius="sm"
      tt="none"
      data-testid="status-badge"
      data-tone={tone}
    >
      {label}
    </Badge>
  );
}
