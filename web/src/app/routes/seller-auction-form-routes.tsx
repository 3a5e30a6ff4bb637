import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AuctionDetailView } from '@/features/auction-form/components/auction-detail-view';
import { TemplatesView } from '@/features/auction-form/components/templates-view';
import { TenderSetUp } from '@/features/tenders/components/tender-set-up';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';

/** /post_project/auction_detail/:action: `new` (`?template=<id>` pre-fills it) or an auction id. */
export function AuctionDetailRoute() {
  const { t } = useTranslation('auctionform');
  const { action = 'new' } = useParams();
  const [search] = useSearchParams();
  const { user } = useSession();
  usePageTitle(t(action === 'new' ? 'form.newTitle' : 'form.editTitle'));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <AuctionDetailView key={action} action={action} templateId={search.get('template')} />
        {/* Issue 30: the admin makes a saved auction's sealed lots one encrypted tender event. */}
        {action !== 'new' && user?.role === 'admin' && <TenderSetUp auctionId={action} />}
      </Stack>
    </Container>
  );
}

/** /seller/templates. */
export function SellerTemplatesRoute() {
  const { t } = useTranslation('auctionform');
  usePageTitle(t('templates.title'));
  return <TemplatesView />;
}
