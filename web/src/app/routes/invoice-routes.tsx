import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InvoiceDelivery } from '@/features/invoices/components/invoice-delivery';
import { InvoiceListView } from '@/features/invoices/components/invoice-list-view';
import { InvoiceView } from '@/features/invoices/components/invoice-view';
import { TransactionsView } from '@/features/invoices/components/transactions-view';
import { ReturnRequestPanel } from '@/features/returns/components/return-request-panel';
import { CollectInPerson } from '@/features/viewings/components/viewing-links';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';

/** /invoices/:action: the buyer's invoices (all, unpaid, partial, paid). */
export function InvoicesRoute() {
  const { t } = useTranslation('invoices');
  const { action = 'all' } = useParams();
  usePageTitle(t('title'));
  return (
    <Container size="lg" py="xl">
      <InvoiceListView action={action} />
    </Container>
  );
}

/** /invoice/:id: one invoice; the 'you won' state of a lot links here. */
export function InvoiceRoute() {
  const { t } = useTranslation('invoices');
  const { id = '' } = useParams();
  const { user } = useSession();
  usePageTitle(t('title'));
  return (
    <Container size="lg" py="xl">
      <Stack>
        <InvoiceView id={id} />
        {/* A paid invoice's buyer side (I1) may ask to return items (the returns feature). */}
        <ReturnRequestPanel invoiceId={id} user={user} />
        {/* An unpaid invoice's buyer chooses shipping or collection; paid, the collection link. */}
        <InvoiceDelivery invoiceId={id} collect={<CollectInPerson invoiceId={id} />} />
      </Stack>
    </Container>
  );
}

/** /transactions: the buyer's payments across their invoices. */
export function TransactionsRoute() {
  const { t } = useTranslation('invoices');
  usePageTitle(t('transactions.listTitle'));
  return (
    <Container size="lg" py="xl">
      <TransactionsView />
    </Container>
  );
}
