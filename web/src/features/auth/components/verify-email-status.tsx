import { Alert, Button, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVerifyEmail } from '../api/auth-api';

/** /verify_email/:token: checks the link once on arrival (a second check would fail: single use). */
export function VerifyEmailStatus({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const verify = useVerifyEmail();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verify.mutate(token);
  }, [token, verify]);
  return (
    <Paper withBorder p="xl" maw={480} mx="auto" mt="xl">
      <Stack>
        <Title order={2}>{t('verify.title')}</Title>
        {verify.isPending || verify.isIdle ? (
          <Center>
            <Loader aria-label={t('verify.working')} />
          </Center>
        ) : (
          <Alert
            color={verify.isSuccess ? 'teal' : 'red'}
            data-testid="verify-result"
            data-ok={verify.isSuccess}
          >
            {verify.isSuccess ? t('verify.done') : t('verify.failed')}
          </Alert>
        )}
        <Button component={Link} to="/" variant="light" w="fit-content">
          {t('verify.continue')}
        </Button>
      </Stack>
    </Paper>
  );
}
