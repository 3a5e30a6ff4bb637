import { Badge } from '@mantine/core';

export type StatusTone = 'winning' | 'outbid' | 'won' | 'lost' | 'pending' | 'neutral';

const colors: Record<StatusTone, string> = {
  winning: 'teal',
  outbid: 'red',
  won: 'green',
  lost: 'gray',
  pending: 'yellow',
  neutral: 'blue',
};

export function StatusBadge({ tone, label }: { tone: StatusTone; label: string }) {
  return (
    <Badge
      color={colors[tone]}
      variant="light"
      radius="sm"
      tt="none"
      data-testid="status-badge"
      data-tone={tone}
    >
      {label}
    </Badge>
  );
}
