import { Button, Group, NumberInput, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddSource } from '../api/add-source';
import { TEST_CARDS } from '../model/test-sources';
import { SandboxHeading } from './sandbox-heading';

/**
 * SANDBOX card form: one of Stripe's test cards, chosen by name, sent as its token. No card
 * number field exists, so none can reach our server.
 */
export function AddCardForm() {
  const { t } = useTranslation('paymentmethods');
  const add = useAddSource();
  const [token, setToken] = useState<string>(TEST_CARDS[0].token);
  const [month, setMonth] = useState<number | string>(12);
  const [year, setYear] = useState<number | string>(new Date().getFullYear() + 3);
  const card = TEST_CARDS.find((c) => c.token === token) ?? TEST_CARDS[0];
  return (
    <Stack gap="sm" data-testid="add-card">
      <SandboxHeading title={t('addCard')} hint={t('sandboxCardHint')} />
      <Select
        label={t('testCard')}
        data={TEST_CARDS.map((c) => ({ value: c.token, label: t(`testCards.${c.token}`) }))}
        value={token}
        onChange={(v) => v && setToken(v)}
        allowDeselect={false}
        data-testid="test-card"
      />
      <Group grow>
        <NumberInput label={t('expMonth')} min={1} max={12} value={month} onChange={setMonth} />
        <NumberInput label={t('expYear')} min={2000} max={2200} value={year} onChange={setYear} />
      </Group>
      <Button
        loading={add.isPending}
        data-testid="save-card"
        onClick={() =>
          add.mutate({
            source: card.token,
            brand: card.brand,
            last4: card.last4,
            exp_month: Number(month),
            exp_year: Number(year),
          })
        }
      >
        {t('saveCard')}
      </Button>
    </Stack>
  );
}
