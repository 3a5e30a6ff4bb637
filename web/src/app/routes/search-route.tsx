import { Button, Container, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LotDrawer } from '@/features/lots/components/lot-drawer';
import { LotListing } from '@/features/lots/components/lot-listing';
import { currentSearchText } from '@/features/account/model/saved-search-href';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';

export function SearchRoute() {
  const { t } = useTranslation(['common', 'account']);
  const { token } = useSession();
  const { search } = useLocation();
  usePageTitle(t('titles.search'));
  const query = currentSearchText(search);
  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" mb="md">
        <Title order={1}>{t('titles.search')}</Title>
        {token && query && (
          <Button
            component={Link}
            to={`/saved_search?q=${encodeURIComponent(query)}`}
            variant="light"
            data-testid="save-search"
          >
            {t('account:savedSearches.save')}
          </Button>
        )}
      </Group>
      <LotListing withFilters />
      <LotDrawer />
    </Container>
  );
}
