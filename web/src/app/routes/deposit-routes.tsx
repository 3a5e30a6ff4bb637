import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DepositListView } from '@/features/deposits/components/deposit-list-view';
import { DepositView } from '@/features/deposits/components/deposit-view';
import { usePageTitle } from '@/lib/page-title';

/** /deposits/:action: the buyer's bid deposits (all, held, applied, released). */
export function DepositsRoute() {
  const { t } = useTranslation('deposits');
  const { action = 'all' } = useParams();
  usePageTitle(t('title'));
  return (
    <Container size="lg" py="xl">
      <DepositListView action={action} />
    </Container>
  );
}

/** /depositinvoice/:id: one deposit. */
export function DepositRoute() {
  const { t } = useTranslation('deposits');
  const { id = '' } = useParams();
  usePageTitle(t('detailTitle'));
  return (
    <Container size="lg" py="xl">
      <DepositView id={id} />
    </Container>
  );
}
