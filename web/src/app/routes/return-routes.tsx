import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MyReturnsView } from '@/features/returns/components/my-returns-view';
import { ReturnInvoiceView } from '@/features/returns/components/return-invoice-view';
import { ReturnsDeskView } from '@/features/returns/components/returns-desk-view';
import { asReturnFilter } from '@/features/returns/model/return-filters';
import { usePageTitle } from '@/lib/page-title';

/** /returns/:action: the buyer's return requests. */
export function MyReturnsRoute() {
  const { t } = useTranslation('returns');
  const { action } = useParams();
  usePageTitle(t('mine.title'));
  return (
    <Container size="lg" py="xl">
      <MyReturnsView action={asReturnFilter(action)} />
    </Container>
  );
}

/** /returninvoice/:id: a return invoice (credit note), printable. */
export function ReturnInvoiceRoute() {
  const { t } = useTranslation('returns');
  const { id = '' } = useParams();
  usePageTitle(t('invoice.title', { number: '' }));
  return (
    <Container size="lg" py="xl">
      <ReturnInvoiceView id={id} />
    </Container>
  );
}

/** /seller/returns and /admin/returns: the back office's return requests. */
export function ReturnsDeskRoute() {
  const { t } = useTranslation('returns');
  usePageTitle(t('desk.title'));
  return <ReturnsDeskView />;
}
