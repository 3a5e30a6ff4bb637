import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AuctionDetailView } from '@/features/auction-form/components/auction-detail-view';
import { TemplatesView } from '@/features/auction-form/components/templates-view';
import { usePageTitle } from '@/lib/page-title';

/** /post_project/auction_detail/:action: `new` (`?template=<id>` pre-fills it) or an auction id. */
export function AuctionDetailRoute() {
  const { t } = useTranslation('auctionform');
  const { action = 'new' } = useParams();
  const [search] = useSearchParams();
  usePageTitle(t(action === 'new' ? 'form.newTitle' : 'form.editTitle'));
  return (
    <Container size="lg" py="xl">
      <AuctionDetailView key={action} action={action} templateId={search.get('template')} />
    </Container>
  );
}

/** /seller/templates. */
export function SellerTemplatesRoute() {
  const { t } = useTranslation('auctionform');
  usePageTitle(t('templates.title'));
  return <TemplatesView />;
}
