import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sentence } from '@/components/sentence';
import { formatCents, formatWeight, isolate, perCarat } from '@/lib/format';
import { usePlaceBid, usePlacePreBid } from '../api/place-bid';
import {
  bidHelper,
  centsToWire,
  isLowBid,
  parseAmountToCents,
  validateBid,
  type BidMessage,
} from '../model/bid-rules';
import type { BidMode } from '../model/lot-timing';
import { isPerCarat, lotTotalCents } from '../model/lot-total';
import type { Lot } from '../model/cached-lot';
import { AmountEntry } from './amount-entry';
import { Hint } from '@/components/hint';

export interface BidFormProps {
  lot: Lot;
  mode: BidMode;
  /** Before the start a maximum is recorded as a pre-bid (spec 4). */
  preBid?: boolean;
  /** Called as the confirm dialog opens: the mode is read again, so the dialog shows it as it is. */
  onReview?: () => void;
}

export function BidForm({ lot, mode: lotMode, preBid = false, onReview }: BidFormProps) {
  // A pre-bid is a maximum applied by the proxy rules at opening, whatever the setting (rules: Pre-bids).
  const mode: BidMode = preBid && lotMode === 'hard' ? 'proxy' : lotMode;
  const { t, i18n } = useTranslation(['lots', 'common']);
  const [value, setValue] = useState('');
  const [error, setError] = useState<BidMessage | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const placeBid = usePlaceBid();
  const placePreBid = usePlacePreBid();
  // Right to left, an amount in a plain-text message keeps its own order; left to right it needs nothing.
  const rtl = i18n.dir() === 'rtl';
  const message = (m: BidMessage) =>
    t(`bidPanel.${m.key}`, { amount: m.amount && rtl ? isolate(m.amount) : m.amount });
  const helper = bidHelper(mode, lot);
  const sealed = mode === 'sealed';
  const amountText = (cents: number) =>
    isPerCarat(lot) ? perCarat(formatCents(cents)) : formatCents(cents);
  const confirmTotal = confirming === null ? null : lotTotalCents(lot, confirming);
  const typed = parseAmountToCents(value);
  const typedTotal = typed !== null && typed > 0 ? lotTotalCents(lot, typed) : null;
  const totalOf = (cents: number) => (
    <Sentence
      t={t}
      i18nKey="bidPanel.total"
      values={{ weight: formatWeight(lot.weight), total: formatCents(cents) }}
    />
  );
  const submit = () => {
    const problem = validateBid(mode, value, lot);
    setError(problem);
    if (problem) return;
    onReview?.();
    setConfirming(parseAmountToCents(value));
  };
  const send = () => {
    if (confirming === null) return;
    const wsprice = centsToWire(confirming);
    const done = { onSettled: () => setConfirming(null), onSuccess: () => setValue('') };
    if (preBid) placePreBid.mutate({ id: lot.id, wsprice }, done);
    else placeBid.mutate({ id: lot.id, wsprice, bidding_type: mode }, done);
  };
  const button = preBid
    ? t('bidPanel.placePreBid')
    : sealed
      ? t('bidPanel.submitOffer')
      : mode === 'proxy'
        ? t('bidPanel.placeMaxBid')
        : t('bidPanel.placeBid');
  const hint = sealed
    ? t('bidPanel.sealedHint')
    : mode === 'proxy'
      ? t('bidPanel.proxyHint')
      : mode === 'hard'
        ? t('bidPanel.hardHint')
        : null;
  return (
    <Stack gap="xs" data-testid="bid-form" data-mode={mode}>
      <AmountEntry
        label={
          sealed
            ? t('bidPanel.offerPrice')
            : mode === 'proxy'
              ? t('bidPanel.maxBidAmount')
              : t('bidPanel.bidAmount')
        }
        placeholder={sealed ? t('bidPanel.offerPrice') : t('bidPanel.bidAmount')}
        value={value}
        onType={(typed) => {
          setValue(typed);
          setError(null);
        }}
        onSubmit={submit}
        error={error ? message(error) : undefined}
        description={helper ? message(helper) : undefined}
        name="amount"
        submit={button}
        submitMt={helper ? 22 : 0}
      />
      {typedTotal !== null && (
        <Text size="xs" data-testid="bid-typed-total">
          {totalOf(typedTotal)}
        </Text>
      )}
      {isLowBid(mode, value, lot) && <Alert color="yellow">{t('bidPanel.lowBidWarning')}</Alert>}
      {hint && <Hint size="xs">{hint}</Hint>}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t(
          preBid
            ? 'bidPanel.confirmPreBidTitle'
            : sealed
              ? 'bidPanel.confirmOfferTitle'
              : 'bidPanel.confirmTitle',
        )}
        centered
      >
        <Stack>
          <Text data-testid="bid-confirm-text">
            <Sentence
              t={t}
              i18nKey={
                preBid
                  ? 'bidPanel.confirmPreBid'
                  : sealed
                    ? 'bidPanel.confirmOffer'
                    : 'bidPanel.confirmBid'
              }
              values={{ amount: amountText(confirming ?? 0), title: lot.title }}
            />
          </Text>
          {hint && (
            <Text size="sm" data-testid="bid-confirm-mode" data-mode={mode}>
              {hint}
            </Text>
          )}
          {confirmTotal !== null && (
            <Text fw={700} data-testid="bid-confirm-total">
              {totalOf(confirmTotal)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              onClick={send}
              loading={placeBid.isPending || placePreBid.isPending}
              data-testid="bid-confirm"
            >
              {t('common:actions.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
