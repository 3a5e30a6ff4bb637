import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RedirectResultView } from '@/features/checkout/components/redirect-result-view';
import { usePageTitle } from '@/lib/page-title';

/** /rosoom_success: a redirect gateway's return page (Rosoom, Paytm, Cashfree). */
export function RedirectResultRoute() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  usePageTitle(t('redirect.title'));
  return (
    <Container size="lg" py="xl">
      <RedirectResultView params={params} />
    </Container>
  );
}
