import { Paper, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentFormConfig } from '../api/get-payment-form-config';
import { AddCardForm } from './add-card-form';
import { SourceList } from './source-list';

// Stripe's libraries load only where a publishable key asks for its form.
const ElementsCardForm = lazy(() =>
  import('./elements-card-form').then((m) => ({ default: m.ElementsCardForm })),
);

/** /payments/saved_cards (and the seller's): the cards saved, and a new one. */
export function SavedCardsView() {
  const { t } = useTranslation('paymentmethods');
  // Stripe's Elements with a publishable key; the marked sandbox form (test tokens) otherwise.
  const key = usePaymentFormConfig().data?.publishable_key;
  return (
    <Stack data-testid="saved-cards">
      <Title order={1}>{t('savedCards')}</Title>
      <SourceList kind="card" />
      <Paper withBorder p="md">
        {key ? (
          <Suspense>
            <ElementsCardForm publishableKey={key} />
          </Suspense>
        ) : (
          <AddCardForm />
        )}
      </Paper>
    </Stack>
  );
}
