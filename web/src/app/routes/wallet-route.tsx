import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WalletView } from '@/features/wallet/components/wallet-view';
import { usePageTitle } from '@/lib/page-title';

export function WalletRoute() {
  const { t } = useTranslation('wallet');
  usePageTitle(t('title'));
  return (
    <Container size="lg" py="xl">
      <WalletView />
    </Container>
  );
}
