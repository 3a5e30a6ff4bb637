import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/money';
import { PageLoader } from '@/components/page-loader';
import { errorText, ApiError } from '@/lib/api-client';
import { answerOf, useSettleRedirectPayment } from '../api/settle-redirect-payment';

/**
 * /rosoom_success: where a redirect gateway sends the payer back. The page hands the gateway's
 * signed answer to the server and shows what the payment did: paid (or credited to the wallet
 * when the invoice no longer needed it), cancelled, or refused.
 */
export function RedirectResultView({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation('checkout');
  const answer = answerOf(params);
  const settled = useSettleRedirectPayment(answer);
  if (!answer)
    return (
      <Alert color="red" data-testid="redirect-result-error">
        {t('redirect.invalid')}
      </Alert>
    );
  if (settled.isPending) return <PageLoader />;
  if (settled.isError) {
    const e = settled.error;
    const text = e instanceof ApiError ? errorText(e.code, e.message) : t('redirect.invalid');
    return (
      <Alert color="red" data-testid="redirect-result-error">
        {text}
      </Alert>
    );
  }
  const result = settled.data;
  const outcome =
    result.status === 'cancelled' ? 'cancelled' : result.credited_to_wallet ? 'credited' : 'paid';
  return (
    <Paper withBorder p="lg" maw={520} mx="auto" data-testid="redirect-result">
      <Stack>
        <Group justify="space-between">
          <Title order={2}>{t('redirect.title')}</Title>
          {result.sandbox && <Badge color="orange">{t('sandbox')}</Badge>}
        </Group>
        <Alert color={outcome === 'cancelled' ? 'gray' : 'green'} data-testid="redirect-outcome">
          {t(`redirect.${outcome}`)}
        </Alert>
        <Group justify="space-between">
          <Text>{t('redirect.amount')}</Text>
          <Money dollars={result.amount} data-testid="redirect-amount" />
        </Group>
        {result.purpose === 'invoice' ? (
          <Button
            component={Link}
            to={`/invoice/${result.subject_id}`}
            data-testid="redirect-view-invoice"
          >
            {t('viewInvoice')}
          </Button>
        ) : (
          <Button component={Link} to="/deposits/all" data-testid="redirect-view-deposits">
            {t('redirect.viewDeposits')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
