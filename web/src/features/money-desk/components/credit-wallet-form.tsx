import { Button, Card, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/money-input';
import { useBuyerSearch, useCreditWallet } from '../api/credit-wallet';
import { dollarsOf } from '../model/dollars';
import { useCommandId } from '../model/use-command-id';
import { Hint } from '@/components/hint';

/** Money received for a buyer becomes their wallet credit: one entry per command id. */
export function CreditWalletForm() {
  const { t } = useTranslation('moneydesk');
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 200);
  const buyers = useBuyerSearch(term);
  const [buyer, setBuyer] = useState<{ value: string; label: string } | null>(null);
  const buyerId = buyer?.value ?? null;
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ buyer?: string; amount?: string }>({});
  const [commandId, renew] = useCommandId();
  const credit = useCreditWallet();
  const found = (buyers.data?.records ?? []).map((b) => ({
    value: b.id,
    label: `${b.first_name} ${b.last_name} · ${b.email}`,
  }));
  // The chosen buyer stays an option while the search text shows their label.
  const options = buyer && !found.some((o) => o.value === buyer.value) ? [buyer, ...found] : found;
  const submit = () => {
    const dollars = dollarsOf(amount);
    const next = {
      ...(buyerId ? {} : { buyer: t('required') }),
      ...(dollars === null ? { amount: t('invalidAmount') } : {}),
    };
    setErrors(next);
    if (!buyerId || dollars === null) return;
    credit.mutate(
      { userId: buyerId, dollars, note: note.trim() || t('wallets.noteDefault'), commandId },
      {
        onSuccess: () => {
          renew();
          setAmount('');
          setNote('');
        },
      },
    );
  };
  return (
    <Card withBorder maw={560}>
      <Stack>
        <Title order={3}>{t('wallets.title')}</Title>
        <Hint>{t('wallets.hint')}</Hint>
        <Select
          label={t('wallets.buyer')}
          placeholder={t('wallets.search')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          data={options}
          value={buyerId}
          error={errors.buyer}
          data-testid="credit-buyer"
          onChange={(v, option) => {
            setBuyer(v && option ? { value: v, label: option.label } : null);
            renew();
          }}
          nothingFoundMessage="—"
        />
        <MoneyInput
          label={t('amount')}
          value={amount}
          error={errors.amount}
          data-testid="credit-amount"
          onChange={(e) => {
            setAmount(e.currentTarget.value);
            renew();
          }}
        />
        <TextInput
          label={t('wallets.note')}
          placeholder={t('wallets.noteDefault')}
          value={note}
          maxLength={300}
          data-testid="credit-note"
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button loading={credit.isPending} data-testid="credit-save" onClick={submit}>
            {t('wallets.credit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
