import type { ReplayPublicView } from '@facet/event-schemas';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { When } from '@/components/when';
import { Hint } from '@/components/hint';

function Fact({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Hint size="xs">{label}</Hint>
      <Text fw={600} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** The next bid a lot asked for; none (a dash) once it no longer took bids, where the server sends 0. */
export const NextBid = ({ dollars, perCarat }: { dollars: number; perCarat: boolean }) =>
  dollars > 0 ? <Money dollars={dollars} perCarat={perCarat} /> : <span>—</span>;

/** What the public saw of a lot at the instant: price, next bid, bids, close, status, reserve. */
export function PublicViewCard({ view }: { view: ReplayPublicView }) {
  const perCarat = view.pricing === 'per_carat';
  const { t } = useTranslation(['replay', 'backoffice']);
  const reserve =
    view.reserve_met === null
      ? t('replay:public.noReserve')
      : view.reserve_met
        ? t('replay:public.reserveMet')
        : t('replay:public.reserveNotMet');
  return (
    <Card withBorder data-testid="replay-public">
      <Title order={3} mb="sm">
        {t('replay:public.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Fact label={t('replay:public.price')} testId="public-price">
          <Money dollars={view.wprice} perCarat={perCarat} />
        </Fact>
        <Fact label={t('replay:public.nextBid')} testId="public-next-bid">
          <NextBid dollars={view.next_bid} perCarat={perCarat} />
        </Fact>
        <Fact label={t('replay:public.bidCount')} testId="public-bid-count">
          {view.bid_count}
        </Fact>
        <Fact label={t('replay:public.closes')} testId="public-closes">
          <When at={view.date_closed} />
        </Fact>
        <Fact label={t('replay:public.status')} testId="public-status">
          {t(`backoffice:status.${view.status}` as never, { defaultValue: view.status })}
        </Fact>
        <Fact label={t('replay:public.market')} testId="public-market">
          {t(`backoffice:market.${view.market_status}` as never, {
            defaultValue: view.market_status,
          })}
        </Fact>
        <Fact label={t('replay:public.reserve')} testId="public-reserve">
          {reserve}
        </Fact>
      </SimpleGrid>
    </Card>
  );
}
