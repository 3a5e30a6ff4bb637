import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddSource } from '../api/add-source';

/**
 * Stripe's own card form (Elements): the card number is typed into Stripe's frame and never
 * reaches our page's code or server; what we send is the payment method Stripe made (pm_...).
 */
export function ElementsCardForm({ publishableKey }: { publishableKey: string }) {
  const stripe = useMemo<Promise<Stripe | null>>(
    () => loadStripe(publishableKey),
    [publishableKey],
  );
  return (
    <Elements stripe={stripe}>
      <CardForm />
    </Elements>
  );
}

function CardForm() {
  const { t } = useTranslation('paymentmethods');
  const stripe = useStripe();
  const elements = useElements();
  const add = useAddSource();
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setError(null);
    const made = await stripe.createPaymentMethod({ type: 'card', card });
    if (made.error) return setError(made.error.message ?? t('cardRefused'));
    add.mutate({ source: made.paymentMethod.id }, { onSuccess: () => card.clear() });
  };
  return (
    <Stack gap="sm" data-testid="add-card-elements">
      <Title order={2} size="h4">
        {t('addCard')}
      </Title>
      <Paper withBorder p="sm">
        <CardElement />
      </Paper>
      {error && <Alert color="red">{error}</Alert>}
      <Button loading={add.isPending} disabled={!stripe} onClick={() => void save()}>
        {t('saveCard')}
      </Button>
    </Stack>
  );
}
