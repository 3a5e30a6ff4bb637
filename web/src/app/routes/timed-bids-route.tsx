import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TimedBidDashboard } from '@/features/timed-bids/components/timed-bid-dashboard';
import { usePageTitle } from '@/lib/page-title';

export function TimedBidsRoute() {
  const { t } = useTranslation('timedbids');
  usePageTitle(t('title'));
  return (
    <Container size="lg" py="xl">
      <TimedBidDashboard />
    </Container>
  );
}
