import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddCardForm } from './add-card-form';
import { SourceList } from './source-list';

/** /payments/saved_cards (and the seller's): the cards saved, and a new one. */
export function SavedCardsView() {
  const { t } = useTranslation('paymentmethods');
  return (
    <Stack data-testid="saved-cards">
      <Title order={1}>{t('savedCards')}</Title>
      <SourceList kind="card" />
      <Paper withBorder p="md">
        <AddCardForm />
      </Paper>
    </Stack>
  );
}
