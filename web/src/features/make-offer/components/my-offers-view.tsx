import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRespondToCounter } from '../api/answer-offer';
import { useMyOffers } from '../api/get-my-offers';
import { buyerMayAnswer } from '../model/offer-status';
import { OffersPage } from './offers-page';

/** /make-offers: the buyer's make-offers; a counter is accepted (into the cart) or refused here. */
export function MyOffersView() {
  const { t } = useTranslation('makeoffer');
  const respond = useRespondToCounter();
  const now = Date.now();
  return (
    <Stack>
      <OffersPage
        view="mine"
        useOffers={useMyOffers}
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
