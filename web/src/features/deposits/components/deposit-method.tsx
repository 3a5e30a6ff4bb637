import type { DepositRecord } from '@facet/event-schemas';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How the deposit was paid; an online one through the sandbox gateway says so plainly. */
export function DepositMethod({ deposit }: { deposit: DepositRecord }) {
  const { t } = useTranslation('deposits');
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm">{t(`method.${deposit.method}`)}</Text>
      {deposit.sandbox && (
        <Badge color="orange" variant="outline" size="xs" data-testid="deposit-sandbox">
          {t('sandbox')}
        </Badge>
      )}
    </Group>
  );
}
