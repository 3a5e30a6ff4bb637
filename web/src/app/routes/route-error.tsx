import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

export function RouteError() {
  const { t } = useTranslation(['common', 'lots']);
  const error = useRouteError() as Error | undefined;
  return (
    <Container py="xl">
      <Stack align="center">
        <Title order={2}>{t('errors.generic')}</Title>
        {error?.message && <Text c="dimmed">{error.message}</Text>}
        <Button onClick={() => window.location.reload()}>{t('connection.reload')}</Button>
      </Stack>
    </Container>
  );
}
