import { Anchor, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SavedSearches } from '@/features/account/components/saved-searches';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';

/** /saved_search is public (spec 2); the list itself belongs to a signed-in user. */
export function SavedSearchRoute() {
  const { t } = useTranslation(['account', 'common']);
  const { token } = useSession();
  const [params] = useSearchParams();
  usePageTitle(t('savedSearches.title'));
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {t('savedSearches.title')}
      </Title>
      {token ? (
        <SavedSearches initialText={params.get('q') ?? ''} />
      ) : (
        <Text>
          {t('savedSearches.loginFirst')}{' '}
          <Anchor component={Link} to="/login">
            {t('common:nav.login')}
          </Anchor>
        </Text>
      )}
    </Container>
  );
}
