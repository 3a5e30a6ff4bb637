import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSwitchUser } from '@/features/auth/api/auth-api';
import { usePageTitle } from '@/lib/page-title';

/** Account switching ('switchuser'): the link carries the target account; we land on / signed in as it. */
export function SwitchRoute() {
  const { t } = useTranslation(['common', 'lots']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const switchUser = useSwitchUser();
  const started = useRef(false);
  usePageTitle(t('titles.switch'));
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    switchUser.mutate(
      { user_id: params.get('user_id') ?? '' },
      {
        onSuccess: () => navigate('/', { replace: true }),
      },
    );
  }, [params, navigate, switchUser]);
  return (
    <Center mih="40vh">
      <Stack align="center">
        {switchUser.isError ? <Text c="red">{t('switch.failed')}</Text> : <Loader />}
        {!switchUser.isError && <Text c="dimmed">{t('switch.working')}</Text>}
      </Stack>
    </Center>
  );
}
