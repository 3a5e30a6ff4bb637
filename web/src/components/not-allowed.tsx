import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/page-title';

/** A signed-in user on a screen their role does not open (the server refuses its calls too). */
export function NotAllowed() {
  const { t } = useTranslation('backoffice');
  usePageTitle(t('access.notAllowedTitle'));
  return (
    <Container py={80} data-testid="not-allowed">
      <Stack align="center" gap="md">
        <Title order={1}>403</Title>
        <Title order={2}>{t('access.notAllowedTitle')}</Title>
        <Text c="dimmed">{t('access.notAllowedBody')}</Text>
        <Button component={Link} to="/">
          {t('access.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
