import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRespondToCounter } from '../api/answer-offer';
import { useMyOffers } from '../api/get-my-offers';
import { buyerMayAnswer, type OfferStatusFilter } from '../model/offer-status';
import { OffersHeader } from './offers-header';
import { OffersTable } from './offers-table';

const LIMIT = 10;

/** /make-offers: the buyer's make-offers; a counter is accepted (into the cart) or refused here. */
export function MyOffersView() {
  const { t } = useTranslation('makeoffer');
  const [status, setStatus] = useState<OfferStatusFilter>('all');
  const [page, setPage] = useState(1);
  const offers = useMyOffers(status, page, LIMIT);
  const respond = useRespondToCounter();
  const now = Date.now();
  return (
    <Stack>
      <OffersHeader
        view="mine"
        status={status}
        onStatus={(v) => {
          setStatus(v);
          setPage(1);
        }}
      />
      <OffersTable
        rows={offers.data?.records ?? []}
        total={offers.data?.totalRecords ?? 0}
        page={page}
        limit={LIMIT}
        onPage={setPage}
        actions={(o) =>
          buyerMayAnswer(o, now) ? (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="compact-sm"
                data-testid={`accept-counter-${o.id}`}
                loading={respond.isPending}
                onClick={() => respond.mutate({ offerId: o.id, status: 'accept' })}
              >
                {t('mine.acceptCounter')}
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => respond.mutate({ offerId: o.id, status: 'reject' })}
              >
                {t('refuse')}
              </Button>
            </Group>
          ) : o.status === 'accepted' ? (
            <Button size="compact-sm" variant="light" component={Link} to="/cart">
              {t('mine.goToCart')}
            </Button>
          ) : null
        }
      />
    </Stack>
  );
}
