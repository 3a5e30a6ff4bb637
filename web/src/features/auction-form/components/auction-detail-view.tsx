import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServerNow } from '@/lib/server-clock';
import { useAuction } from '../api/auction-api';
import { useTemplate } from '../api/template-api';
import { emptyAuction, fromAuction, fromTemplate } from '../model/auction-form.model';
import { AuctionForm } from './auction-form';
import { AuctionLotsSection } from './auction-lots-section';

/**
 * /post_project/auction_detail/:action: `new` (optionally `?template=<id>`, pre-filled from it)
 * or an auction id to edit; lots are attached once the auction exists.
 */
export function AuctionDetailView(p: { action: string; templateId: string | null }) {
  const { t } = useTranslation('auctionform');
  const id = p.action === 'new' ? null : p.action;
  const auction = useAuction(id);
  const template = useTemplate(id ? null : p.templateId);
  const now = useServerNow();
  const back = (
    <Anchor component={Link} to="/seller/auctions/all" size="sm">
      {t('form.back')}
    </Anchor>
  );
  if (auction.isError || template.isError)
    return (
      <Stack>
        {back}
        <Text c="red" role="alert" data-testid="auction-not-found">
          {t(auction.isError ? 'form.notFound' : 'form.templateNotFound')}
        </Text>
      </Stack>
    );
  if ((id && !auction.data) || (p.templateId && !id && !template.data)) return <Loader />;
  const initial = auction.data
    ? fromAuction(auction.data)
    : template.data
      ? fromTemplate(template.data, now)
      : emptyAuction();
  return (
    <Stack>
      {back}
      {template.data && !id && (
        <Text c="dimmed" data-testid="from-template">
          {t('form.fromTemplate', { title: template.data.title })}
        </Text>
      )}
      <AuctionForm
        key={auction.data?.id ?? template.data?.id ?? 'new'}
        initial={initial}
        auction={auction.data ?? null}
      />
      {id && auction.data && <AuctionLotsSection auctionId={id} />}
    </Stack>
  );
}
