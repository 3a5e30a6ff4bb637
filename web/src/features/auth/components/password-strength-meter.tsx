import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordScore, strengthKey } from '../model/password-strength';

const COLORS = { weak: 'red', fair: 'yellow', good: 'blue', strong: 'teal' } as const;

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const score = passwordScore(password);
  const key = strengthKey(score);
  return (
    <Stack gap={4} data-testid="password-strength" data-score={score}>
      <Progress value={(score / 4) * 100} color={COLORS[key]} size="sm" aria-hidden />
      <Text size="xs" c="dimmed" aria-live="polite">
        {t('strength.label', { level: t(`strength.${key}`) })}
      </Text>
    </Stack>
  );
}
