import { Modal, Stack, TextInput } from '@mantine/core';
import type { SellerPayoutSummary } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetCommission } from '../api/seller-payouts';
import { useCommandId } from '../model/use-command-id';
import { ModalActions } from './modal-actions';

/** The seller's own commission on invoices raised from now on; blank for the site's rate. */
export function CommissionModal(p: { seller: SellerPayoutSummary | null; onClose: () => void }) {
  const { t } = useTranslation('moneydesk');
  const [percent, setPercent] = useState<string | null>(null);
  const [commandId, renew] = useCommandId();
  const save = useSetCommission();
  const s = p.seller;
  const close = () => {
    setPercent(null);
    renew();
    p.onClose();
  };
  const value = percent ?? s?.commission_percent ?? '';
  return (
    <Modal
      opened={s !== null}
      onClose={close}
      title={s ? t('payouts.commissionTitle', { name: s.seller_name }) : ''}
    >
      {s && (
        <Stack>
          <TextInput
            label={t('payouts.commission')}
            description={t('payouts.commissionHint')}
            value={value}
            maxLength={6}
            inputMode="decimal"
            rightSection="%"
            data-testid="commission-percent"
            onChange={(e) => setPercent(e.currentTarget.value)}
          />
          <ModalActions
            onCancel={close}
            onConfirm={() =>
              save.mutate(
                { sellerId: s.seller_id, percent: value.trim(), commandId },
                { onSuccess: close },
              )
            }
            loading={save.isPending}
            testId="commission-save"
          >
            {t('save')}
          </ModalActions>
        </Stack>
      )}
    </Modal>
  );
}
