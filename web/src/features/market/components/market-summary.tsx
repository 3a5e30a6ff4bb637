import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarketSummary, useUpcomingLots } from '../api/market-summary';
import { Hint } from '@/components/hint';

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xl" fw={700}>
        {value ?? '–'}
      </Text>
      <Hint>{label}</Hint>
    </Card>
  );
}

/** The home page's market at a glance: what is open now, private sales, and the next lots to open. */
export function MarketSummary() {
  const { t } = useTranslation('market');
  const summary = useMarketSummary().data;
  const upcoming = useUpcomingLots().data?.records ?? [];
  return (
    <Stack gap="sm" data-testid="market-summary">
      <Title order={2}>{t('summary.title')}</Title>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Figure label={t('summary.lots')} value={summary?.lot_count} />
        <Figure label={t('summary.auctions')} value={summary?.auction_count} />
        <Figure label={t('summary.buyNow')} value={summary?.buynow_count} />
        <Figure label={t('summary.privateSale')} value={summary?.private_sale_count} />
      </SimpleGrid>
      {upcoming.length > 0 && (
        <Group gap="xs">
          <Hint>{t('summary.upcoming')}</Hint>
          {upcoming.map((l) => (
            <Anchor
              key={l.id}
              component={Link}
              to={`/search?title=${encodeURIComponent(l.title)}`}
              size="sm"
            >
              <bdi>{l.title}</bdi>
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}
