import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/money';
import { useMakeOffer } from '../api/make-offer';
import type { Lot } from '../model/cached-lot';

/**
 * "Make an offer" on a buy-now item whose seller takes offers: a price in the item's basis (per
 * carat or per unit, as its buy-now price) and a quantity. The seller has 48 h to answer.
 */
export function MakeOfferForm({ lot }: { lot: Lot }) {
  const { t } = useTranslation('makeoffer');
  const send = useMakeOffer();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState<number | string>('');
  const [qty, setQty] = useState<number | string>(1);
  const available = Math.max(1, (lot.qty ?? 1) - (lot.sold ?? 0) - (lot.held ?? 0));
  const perCarat = lot.pricing === 'per_carat';
  if (send.isSuccess) {
    const status = 'offer' in send.data ? send.data.offer.status : 'pending';
    return (
      <Text size="sm" c={status === 'refused' ? 'red' : 'green'} data-testid="offer-sent">
        {t(status === 'refused' ? 'form.refusedAtOnce' : 'form.sent')}{' '}
        <Link to="/make-offers">{t('form.myOffers')}</Link>
      </Text>
    );
  }
  if (!open)
    return (
      <Button variant="outline" data-testid="make-offer" onClick={() => setOpen(true)}>
        {t('form.button')}
      </Button>
    );
  return (
    <Stack gap="xs" data-testid="make-offer-form">
      <Text size="xs" c="dimmed">
        {t('form.buyNowPrice')} <Money dollars={lot.bprice} perCarat={perCarat} />
      </Text>
      <Group align="flex-end" gap="xs">
        <NumberInput
          label={t(`amount.${perCarat ? 'perCarat' : 'each'}`)}
          data-testid="offer-amount"
          min={0}
          decimalScale={2}
          value={amount}
          onChange={setAmount}
          w={160}
        />
        {available > 1 && (
          <NumberInput
            label={t('columns.qty')}
            min={1}
            max={available}
            value={qty}
            onChange={setQty}
            w={90}
          />
        )}
        <Button
          data-testid="send-offer"
          loading={send.isPending}
          disabled={!amount}
          onClick={() =>
            send.mutate({ lotId: lot.id, amount: Number(amount), qty: Number(qty) || 1 })
          }
        >
          {t('form.send')}
        </Button>
      </Group>
    </Stack>
  );
}
