import { Modal, Stack, Text, TextInput } from '@mantine/core';
import type { SellerInvoiceSummary } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type InvoiceClosing, useCloseInvoice } from '../api/invoice-actions';
import { useCommandId } from '../model/use-command-id';
import { ModalActions } from './modal-actions';

const CONFIRM = {
  cancel: 'invoices.confirmCancel',
  'refund-wallet': 'invoices.confirmRefundWallet',
  'refund-card': 'invoices.confirmRefundCard',
} as const;

/** Cancel an unpaid invoice, or refund a paid one to the wallet or the card, with why. */
export function CloseInvoiceModal(p: {
  closing: { invoice: SellerInvoiceSummary; action: InvoiceClosing['action'] } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('moneydesk');
  const [note, setNote] = useState('');
  const [commandId, renew] = useCommandId();
  const close = useCloseInvoice();
  const done = () => {
    setNote('');
    // A new intent next time: this id stays only while the dialog is open (a retry of it).
    renew();
    p.onClose();
  };
  const c = p.closing;
  return (
    <Modal
      opened={c !== null}
      onClose={done}
      title={c ? t('invoices.closeTitle', { number: c.invoice.number }) : ''}
    >
      {c && (
        <Stack>
          <Text>{t(CONFIRM[c.action])}</Text>
          <TextInput
            label={t('invoices.why')}
            value={note}
            maxLength={300}
            data-testid="close-note"
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <ModalActions
            onCancel={done}
            onConfirm={() =>
              close.mutate(
                { invoiceId: c.invoice.id, action: c.action, note: note.trim(), commandId },
                { onSuccess: done },
              )
            }
            color={c.action === 'cancel' ? 'red' : undefined}
            loading={close.isPending}
            testId="close-confirm"
          >
            {t('invoices.confirm')}
          </ModalActions>
        </Stack>
      )}
    </Modal>
  );
}
