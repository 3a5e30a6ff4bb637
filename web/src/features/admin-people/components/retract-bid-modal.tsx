import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { BidLedgerRecord } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';

/** Asks why before a bid is retracted: the reason is recorded with the retraction. */
export function RetractBidModal(p: {
  bid: BidLedgerRecord | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation(['adminpeople', 'common']);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!reason.trim()) return setError(t('common:validation.required'));
    p.onConfirm(reason.trim());
  };
  return (
    <Modal opened={p.bid !== null} onClose={p.onCancel} title={t('adminpeople:bids.retractTitle')}>
      <Stack>
        {p.bid && (
          <Text>
            {p.bid.first_name} {p.bid.last_name}: <Money dollars={p.bid.proposed_amount} />
          </Text>
        )}
        <Textarea
          label={t('adminpeople:bids.reason')}
          value={reason}
          error={error}
          withAsterisk
          data-testid="retract-reason"
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={p.onCancel}>
            {t('adminpeople:bids.cancel')}
          </Button>
          <Button color="red" loading={p.busy} onClick={submit} data-testid="retract-confirm">
            {t('adminpeople:bids.retract')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
