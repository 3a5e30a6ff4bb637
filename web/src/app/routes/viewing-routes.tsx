import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { BookViewingView } from '@/features/viewings/components/book-viewing-view';
import { ViewingsAdminView } from '@/features/viewings/components/viewings-admin-view';
import { usePageTitle } from '@/lib/page-title';

/** /book_viewing/:kind/:id: a viewing of an auction, or the collection of a paid invoice. */
export function BookViewingRoute() {
  const { t } = useTranslation('viewings');
  const { kind = '', id = '' } = useParams();
  usePageTitle(t(kind === 'invoice' ? 'collectTitle' : 'title'));
  if (kind !== 'auction' && kind !== 'invoice') return <Navigate to="/" replace />;
  return (
    <Container size="md" py="xl">
      {kind === 'auction' ? (
        <BookViewingView key={id} auctionId={id} />
      ) : (
        <BookViewingView key={id} invoiceId={id} />
      )}
    </Container>
  );
}

/** /admin/viewings: the back office's slots and day list. */
export function AdminViewingsRoute() {
  const { t } = useTranslation('viewings');
  usePageTitle(t('admin.title'));
  return <ViewingsAdminView />;
}
