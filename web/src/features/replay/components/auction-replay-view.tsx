import type { ReplayLotFrame } from '@facet/event-schemas';
import { Anchor, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/money';
import { NextBid } from './public-view-card';
import { When } from '@/components/when';
import { lotStepAt } from '../model/lot-step-at';
import { ReplayScreen } from './replay-screen';

function LotRow({ lot, lotStep }: { lot: ReplayLotFrame; lotStep: number | null }) {
  const { t } = useTranslation(['replay', 'backoffice']);
  const view = lot.public;
  const perCarat = view.pricing === 'per_carat';
  return (
    <Table.Tr data-testid="replay-lot" data-lot-id={view.lotId}>
      <Table.Td>
        <bdi>{view.title}</bdi>
      </Table.Td>
      <Table.Td>
        <Money dollars={view.wprice} perCarat={perCarat} />
      </Table.Td>
      <Table.Td>
        <NextBid dollars={view.next_bid} perCarat={perCarat} />
      </Table.Td>
      <Table.Td>{view.bid_count}</Table.Td>
      <Table.Td>
        <When at={view.date_closed} />
      </Table.Td>
      <Table.Td>
        {t(`backoffice:market.${view.market_status}` as never, {
          defaultValue: view.market_status,
        })}
      </Table.Td>
      <Table.Td>
        {view.reserve_met === null
          ? t('replay:public.noReserve')
          : t(view.reserve_met ? 'replay:public.reserveMet' : 'replay:public.reserveNotMet')}
      </Table.Td>
      <Table.Td>
        <Anchor
          component={Link}
          to={`/admin/replay/lot/${encodeURIComponent(view.lotId)}${lotStep === null ? '' : `?step=${lotStep}`}`}
          data-testid={`replay-lot-${view.lotId}`}
        >
          {t('replay:lots.open')}
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}

/** /admin/replay/auction/:id: the auction's life on one scrubber, each lot's public view at the instant. */
export function AuctionReplayView({ id }: { id: string }) {
  const { t } = useTranslation('replay');
  return (
    <ReplayScreen scope={{ kind: 'auction', id }}>
      {({ timeline, frame }) => (
        <>
          <Title order={3}>{t('lots.title')}</Title>
          {frame.lots.length === 0 ? (
            <Text c="dimmed">{t('lots.none')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={700}>
              <Table data-testid="replay-lots">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('lots.lot')}</Table.Th>
                    <Table.Th>{t('public.price')}</Table.Th>
                    <Table.Th>{t('public.nextBid')}</Table.Th>
                    <Table.Th>{t('public.bidCount')}</Table.Th>
                    <Table.Th>{t('public.closes')}</Table.Th>
                    <Table.Th>{t('public.market')}</Table.Th>
                    <Table.Th>{t('public.reserve')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {frame.lots.map((lot) => (
                    // The lot's replay opens at the same instant.
                    <LotRow
                      key={lot.public.lotId}
                      lot={lot}
                      lotStep={lotStepAt(timeline.steps, frame.step, lot.public.lotId)}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </ReplayScreen>
  );
}
