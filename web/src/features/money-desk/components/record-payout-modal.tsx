import { Modal, Stack, Text, TextInput } from '@mantine/core';
import type { SellerPayoutSummary } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/money-input';
import { formatMoney } from '@/lib/format';
import { usePayoutBankAccounts, useRecordPayout } from '../api/seller-payouts';
import { dollarsOf } from '../model/dollars';
import { useCommandId } from '../model/use-command-id';
import { PayoutBankAccountField } from './payout-bank-account-field';
import { ModalActions } from './modal-actions';
import { NotesField } from './notes-field';

/**
 * The bank transfer the house made to a seller: to which of their verified bank accounts (their
 * default first), how much (the amount due by default) and its reference.
 */
export function RecordPayoutModal(p: { seller: SellerPayoutSummary | null; onClose: () => void }) {
  const { t } = useTranslation('moneydesk');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [notes, setNotes] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ amount?: string; reference?: string }>({});
  const [commandId, renew] = useCommandId();
  const record = useRecordPayout();
  const s = p.seller;
  const accounts = usePayoutBankAccounts(s?.seller_id ?? null).data?.records;
  const account = chosen ?? (accounts?.find((a) => a.is_default) ?? accounts?.[0])?.id ?? null;
  const close = () => {
    setAmount('');
    setReference('');
    setNotes('');
    setChosen(null);
    setErrors({});
    // A new intent next time: this id stays only while the form is open (a retry of it).
    renew();
    p.onClose();
  };
  const submit = () => {
    if (!s || !account) return;
    const dollars = amount.trim() === '' ? s.due : dollarsOf(amount);
    const next = {
      ...(dollars === null ? { amount: t('invalidAmount') } : {}),
      ...(reference.trim() ? {} : { reference: t('required') }),
    };
    setErrors(next);
    if (dollars === null || !reference.trim()) return;
    record.mutate(
      {
        sellerId: s.seller_id,
        bankAccountId: account,
        dollars,
        reference: reference.trim(),
        notes: notes.trim(),
        commandId,
      },
      { onSuccess: close },
    );
  };
  return (
    <Modal
      opened={s !== null}
      onClose={close}
      title={s ? t('payouts.recordTitle', { name: s.seller_name }) : ''}
    >
      {s && (
        <Stack>
          <Text>{t('payouts.dueNow', { due: formatMoney(s.due) })}</Text>
          <PayoutBankAccountField accounts={accounts} value={account} onChange={setChosen} />
          <MoneyInput
            label={t('amount')}
            placeholder={String(s.due)}
            value={amount}
            error={errors.amount}
            data-testid="payout-amount"
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
          <TextInput
            label={t('reference')}
            description={t('payouts.referenceHint')}
            value={reference}
            maxLength={200}
            withAsterisk
            error={errors.reference}
            data-testid="payout-reference"
            onChange={(e) => setReference(e.currentTarget.value)}
          />
          <NotesField value={notes} onChange={setNotes} />
          <ModalActions
            onCancel={close}
            onConfirm={submit}
            loading={record.isPending}
            disabled={!account}
            testId="payout-save"
          >
            {t('payouts.record')}
          </ModalActions>
        </Stack>
      )}
    </Modal>
  );
}
