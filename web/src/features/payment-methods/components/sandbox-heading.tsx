import { Alert, Badge, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The head of a SANDBOX form (test card, test bank): its title marked SANDBOX, and the hint that
 * only the gateway's test sources can be saved here.
 */
export function SandboxHeading({ title, hint }: { title: string; hint: string }) {
  const { t } = useTranslation('paymentmethods');
  return (
    <>
      <Group gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Badge color="orange">{t('sandbox')}</Badge>
      </Group>
      <Alert color="orange" variant="light">
        {hint}
      </Alert>
    </>
  );
}
