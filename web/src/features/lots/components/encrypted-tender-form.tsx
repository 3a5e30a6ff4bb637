import { Anchor, Button, Code, Stack, Text } from '@mantine/core';
import type { TenderKeyAnswer } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { When } from '@/components/when';
import { useSendSealedTender, useWithdrawTender } from '../api/encrypted-tender';
import { parseAmountToCents } from '../model/bid-rules';
import type { Lot } from '../model/cached-lot';
import { AmountEntry } from './amount-entry';
import { Hint } from '@/components/hint';

interface Receipt {
  at: string;
  hash: string;
}

export interface EncryptedTenderFormProps {
  lot: Lot;
  tenderKey: TenderKeyAnswer;
  /** Whether the lot still takes tenders (its window is open). */
  live: boolean;
}

/**
 * Issue 30: the buyer's sealed offer on a lot of an encrypted tender event. The amount is sealed in
 * this browser to the event's key; the server answers a signed receipt of the time and the
 * ciphertext's hash, never the amount. Until the close a new offer replaces it or it is withdrawn.
 */
export function EncryptedTenderForm({ lot, tenderKey, live }: EncryptedTenderFormProps) {
  const { t } = useTranslation(['lots', 'common']);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [withdrawn, setWithdrawn] = useState(false);
  const send = useSendSealedTender();
  const withdraw = useWithdrawTender();
  if (tenderKey.status === 'opened')
    return (
      <Anchor
        component={Link}
        to={`/tenders/${tenderKey.auction_id}/opening`}
        data-testid="tender-opened"
      >
        {t('tender.openedLink')}
      </Anchor>
    );
  if (!live || tenderKey.status === 'awaiting_opening')
    return (
      <Text size="sm" fw={600} data-testid="tender-waiting">
        {tenderKey.waiting_for ?? t('tender.closed')}
      </Text>
    );
  const submit = () => {
    const cents = parseAmountToCents(value);
    if (cents === null || cents <= 0) return setInvalid(true);
    send.mutate(
      { id: lot.id, cents, publicKey: tenderKey.public_key },
      {
        onSuccess: (answer) => {
          const sent = answer as {
            ciphertext_sha256: string;
            receipt?: { payload: { serverTime: string } };
          };
          setReceipt({ at: sent.receipt?.payload.serverTime ?? '', hash: sent.ciphertext_sha256 });
          setWithdrawn(false);
          setValue('');
        },
      },
    );
  };
  return (
    <Stack gap="xs" data-testid="bid-form" data-mode="sealed" data-encrypted="true">
      <Text size="sm" data-testid="tender-sealed-note">
        {t('tender.sealedNote')}
      </Text>
      <AmountEntry
        label={t('bidPanel.offerPrice')}
        placeholder={t('bidPanel.offerPrice')}
        value={value}
        onType={(typed) => {
          setValue(typed);
          setInvalid(false);
        }}
        onSubmit={submit}
        error={invalid ? t('tender.invalid') : undefined}
        submit={receipt ? t('tender.replace') : t('bidPanel.submitOffer')}
        submitting={send.isPending}
      />
      {send.isError && (
        <Text size="sm" c="red" data-testid="tender-send-error">
          {send.error.message}
        </Text>
      )}
      {withdrawn && <Hint testId="tender-withdrawn">{t('tender.withdrawn')}</Hint>}
      {receipt && !withdrawn && (
        <Stack gap={4} data-testid="tender-receipt">
          <Text size="sm" fw={600}>
            {t('tender.receiptTitle')}
          </Text>
          <Text size="xs">
            {t('tender.receivedAt')} <When at={receipt.at} />
          </Text>
          <Text size="xs">
            {t('tender.hash')} <Code data-testid="tender-receipt-hash">{receipt.hash}</Code>
          </Text>
        </Stack>
      )}
      {(receipt || lot.bid_or_not === 1) && !withdrawn && (
        <Button
          variant="subtle"
          color="red"
          size="xs"
          loading={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(lot.id, {
              onSuccess: () => {
                setWithdrawn(true);
                setReceipt(null);
              },
            })
          }
          data-testid="tender-withdraw"
        >
          {t('tender.withdraw')}
        </Button>
      )}
    </Stack>
  );
}
