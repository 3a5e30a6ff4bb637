import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BankDetailsView } from '@/features/payment-methods/components/bank-details-view';
import { SavedCardsView } from '@/features/payment-methods/components/saved-cards-view';
import { usePageTitle } from '@/lib/page-title';

/** /payments/saved_cards and /seller/payments/saved_cards: one screen. */
export function SavedCardsRoute() {
  const { t } = useTranslation('paymentmethods');
  usePageTitle(t('savedCards'));
  return (
    <Container size="lg" py="xl">
      <SavedCardsView />
    </Container>
  );
}

/** /payments/bank_details and /seller/payments/bank_details: one screen. */
export function BankDetailsRoute() {
  const { t } = useTranslation('paymentmethods');
  usePageTitle(t('bankDetails'));
  return (
    <Container size="lg" py="xl">
      <BankDetailsView />
    </Container>
  );
}
