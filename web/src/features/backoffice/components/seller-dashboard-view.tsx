import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSellerDashboard } from '../api/get-seller-dashboard';
import { SellerPayoutsPanel } from './seller-payouts-panel';
import { Hint } from '@/components/hint';

/**
 * /seller/dashboard: how many lots, auctions and open buy-now lots the caller manages, and the
 * payouts due and paid.
 */
export function SellerDashboardView() {
  const { t } = useTranslation('backoffice');
  const counts = useSellerDashboard();
  const tiles = [
    { key: 'lotCount', label: t('dashboard.lotCount'), to: '/seller/lots/all' },
    { key: 'auctionCount', label: t('dashboard.auctionCount'), to: '/seller/auctions/all' },
    { key: 'buynowCount', label: t('dashboard.buynowCount'), to: '/seller/lots/open' },
  ] as const;
  return (
    <Stack>
      <Title order={1}>{t('dashboard.title')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {tiles.map((tile) => (
          <Paper key={tile.key} withBorder p="lg" radius="md" data-testid={`dashboard-${tile.key}`}>
            <Hint>{tile.label}</Hint>
            {counts.data ? (
              <Text fz={32} fw={700} data-testid="count">
                {counts.data[tile.key]}
              </Text>
            ) : (
              <Skeleton h={40} />
            )}
          </Paper>
        ))}
      </SimpleGrid>
      <Group>
        <Button component={Link} to="/seller/lots/all" variant="light">
          {t('nav.lots')}
        </Button>
        <Button component={Link} to="/seller/auctions/all" variant="light">
          {t('nav.auctions')}
        </Button>
      </Group>
      <SellerPayoutsPanel />
    </Stack>
  );
}
