import type { ReplayBidderView } from '@facet/event-schemas';
import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { Sentence } from '@/components/sentence';
import { When } from '@/components/when';
import { ReplayLabelBadge } from './replay-label-badge';
import { Hint } from '@/components/hint';

/** What the picked bidder saw up to the instant: their label, maximum, answers and pushes. */
export function BidderViewPanel({
  view,
  perCarat = false,
}: {
  view: ReplayBidderView;
  /** The lot is priced per carat: its amounts carry '/ct'. */
  perCarat?: boolean;
}) {
  const { t } = useTranslation('replay');
  return (
    <Card withBorder data-testid="replay-bidder-view">
      <Stack gap="sm">
        <Title order={3}>
          <Sentence t={t} i18nKey="bidderView.title" values={{ name: view.party.name }} />
        </Title>
        <Group gap="xl">
          <Group gap={4}>
            <Text size="sm">{t('bidderView.label')}:</Text>
            <ReplayLabelBadge label={view.label} />
          </Group>
          <Text size="sm" data-testid="bidder-view-maximum">
            {t('bidderView.maximum')}:{' '}
            {view.maximum === null ? (
              '—'
            ) : (
              <Money dollars={view.maximum} fw={600} perCarat={perCarat} />
            )}
          </Text>
        </Group>
        <Text fw={600}>{t('bidderView.messages')}</Text>
        {view.messages.length === 0 ? (
          <Hint>{t('bidderView.noMessages')}</Hint>
        ) : (
          <Table data-testid="bidder-messages">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bidderView.step')}</Table.Th>
                <Table.Th>{t('bidderView.at')}</Table.Th>
                <Table.Th>{t('bidderView.kind')}</Table.Th>
                <Table.Th>{t('bidderView.name')}</Table.Th>
                <Table.Th>{t('bidderView.label')}</Table.Th>
                <Table.Th>{t('bidderView.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.messages.map((m, i) => (
                <Table.Tr key={`${m.step}-${m.kind}-${i}`}>
                  <Table.Td>{m.step + 1}</Table.Td>
                  <Table.Td>
                    <When at={m.at} />
                  </Table.Td>
                  <Table.Td>{t(`bidderView.${m.kind}`)}</Table.Td>
                  <Table.Td>
                    <bdi>{m.name}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <ReplayLabelBadge label={m.label} />
                  </Table.Td>
                  <Table.Td>
                    {m.amount === null ? '—' : <Money dollars={m.amount} perCarat={perCarat} />}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
