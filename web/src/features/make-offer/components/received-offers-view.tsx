import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import type { BuyNowOfferRecord } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnswerOffer } from '../api/answer-offer';
import { useReceivedOffers } from '../api/get-received-offers';
import { basisKey, sellerMayAnswer } from '../model/offer-status';
import { OffersPage } from './offers-page';

/**
 * /seller/make-offers: make-offers on the seller's buy-now items (an admin: everyone's). Accept
 * puts the units in the buyer's cart at the offer, held; refuse ends it; counter names a price.
 */
export function ReceivedOffersView() {
  const { t } = useTranslation('makeoffer');
  const answer = useAnswerOffer();
  const [countering, setCountering] = useState<BuyNowOfferRecord | null>(null);
  const [amount, setAmount] = useState<number | string>('');
  const now = Date.now();
  const act = (o: BuyNowOfferRecord, s: 'accept' | 'reject') =>
    answer.mutate({ lotId: o.lot_id, offerId: o.id, status: s });
  const sendCounter = () => {
    if (!countering || !amount) return;
    answer.mutate(
      {
        lotId: countering.lot_id,
        offerId: countering.id,
        status: 'counter',
        amount: Number(amount),
      },
      { onSuccess: () => setCountering(null) },
    );
  };
  return (
    <Stack>
      <OffersPage
        view="received"
        useOffers={useReceivedOffers}
        actions={(o) =>
          sellerMayAnswer(o, now) && (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="compact-sm"
                data-testid={`accept-offer-${o.id}`}
                onClick={() => act(o, 'accept')}
              >
                {t('accept')}
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                data-testid={`counter-offer-${o.id}`}
                onClick={() => {
                  setAmount('');
                  setCountering(o);
                }}
              >
                {t('received.counter')}
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => act(o, 'reject')}>
                {t('refuse')}
              </Button>
            </Group>
          )
        }
      />
      <Modal
        opened={countering !== null}
        onClose={() => setCountering(null)}
        title={t('received.counterTitle')}
      >
        {countering && (
          <Stack>
            <Text size="sm">
              {t('received.counterHint', {
                item: countering.lot_title,
                offer: countering.amount,
                bprice: countering.bprice,
              })}
            </Text>
            <NumberInput
              label={t(`amount.${basisKey(countering)}`)}
              data-testid="counter-amount"
              min={0}
              decimalScale={2}
              value={amount}
              onChange={setAmount}
            />
            <Button data-testid="send-counter" loading={answer.isPending} onClick={sendCounter}>
              {t('received.sendCounter')}
            </Button>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
