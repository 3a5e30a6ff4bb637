import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifyStream } from '../api/verify-stream';
import { ChainCheckResult } from './chain-check-result';

/**
 * The per-stream chain check: the filtered stream, or one typed in. Keyed by the filtered stream
 * (see the view), so a new filter proposes its stream and no old answer stands beside it.
 */
export function VerifyChainPanel({ stream }: { stream: string }) {
  const { t } = useTranslation('audit');
  const [target, setTarget] = useState(stream);
  const verify = useVerifyStream();
  const name = target.trim();
  return (
    <Card withBorder>
      <Stack>
        <Title order={3}>{t('verify.title')}</Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (name) verify.mutate(name);
          }}
        >
          <Group align="end">
            <TextInput
              label={t('verify.stream')}
              placeholder={t('events.filters.streamPlaceholder')}
              value={target}
              onChange={(e) => setTarget(e.currentTarget.value)}
              data-testid="verify-stream"
              dir="ltr"
            />
            <Button
              type="submit"
              disabled={!name}
              loading={verify.isPending}
              data-testid="verify-run"
            >
              {t('verify.run')}
            </Button>
          </Group>
        </form>
        {verify.data && verify.variables === name && <ChainCheckResult answer={verify.data} />}
      </Stack>
    </Card>
  );
}
