import { Modal, Stack, TextInput } from '@mantine/core';
import type { SellerInvoiceSummary } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/money-input';
import { formatMoney } from '@/lib/format';
import { useMarkTransferReceived } from '../api/invoice-actions';
import { dollarsOf } from '../model/dollars';
import { useCommandId } from '../model/use-command-id';
import { ModalActions } from './modal-actions';
import { NotesField } from './notes-field';

/** The bank transfer for an invoice arrived: how much (the balance due by default) and its reference. */
export function TransferReceivedModal(p: {
  invoice: SellerInvoiceSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('moneydesk');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commandId, renew] = useCommandId();
  const mark = useMarkTransferReceived();
  const close = () => {
    setAmount('');
    setReference('');
    setNotes('');
    setError(null);
    // A new intent next time: this id stays only while the form is open (a retry of it).
    renew();
    p.onClose();
  };
  const submit = () => {
    if (!p.invoice) return;
    const dollars = amount.trim() === '' ? undefined : dollarsOf(amount);
    if (dollars === null) return setError(t('invalidAmount'));
    mark.mutate(
      {
        invoiceId: p.invoice.id,
        dollars,
        reference: reference.trim(),
        notes: notes.trim(),
        commandId,
      },
      {
        onSuccess: close,
      },
    );
  };
  return (
    <Modal
      opened={p.invoice !== null}
      onClose={close}
      title={p.invoice ? t('invoices.receivedTitle', { number: p.invoice.number }) : ''}
    >
      <Stack>
        <MoneyInput
          label={t('amount')}
          description={t('invoices.amountHint', { due: formatMoney(p.invoice?.balance_due ?? 0) })}
          value={amount}
          error={error}
          data-testid="received-amount"
          onChange={(e) => {
            setAmount(e.currentTarget.value);
            setError(null);
          }}
        />
        <TextInput
          label={t('reference')}
          value={reference}
          maxLength={200}
          data-testid="received-reference"
          onChange={(e) => setReference(e.currentTarget.value)}
        />
        <NotesField value={notes} onChange={setNotes} />
        <ModalActions
          onCancel={close}
          onConfirm={submit}
          loading={mark.isPending}
          testId="received-save"
        >
          {t('invoices.markReceived')}
        </ModalActions>
      </Stack>
    </Modal>
  );
}
