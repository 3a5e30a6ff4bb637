import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/page-title';

export function NotFoundRoute() {
  const { t } = useTranslation(['common', 'lots']);
  usePageTitle(t('titles.notFound'));
  return (
    <Container py={80}>
      <Stack align="center" gap="md">
        <Title order={1}>404</Title>
        <Title order={2}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
