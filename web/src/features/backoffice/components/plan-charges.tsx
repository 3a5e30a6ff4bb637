import { Badge, Table, Text, Title } from '@mantine/core';
import type { SellerPlanChargeRecord } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { formatDate } from '@/lib/format';
import { When } from '@/components/when';

/** The plan's charges, newest first: what the seller paid for which period (SUB-1, SUB-4). */
export function PlanCharges({ charges }: { charges: SellerPlanChargeRecord[] }) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <Title order={2} size="h4">
        {t('subscription.charges.title')}
      </Title>
      {charges.length === 0 ? (
        <Text c="dimmed">{t('subscription.charges.empty')}</Text>
      ) : (
        <Table data-testid="plan-charges">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('subscription.charges.date')}</Table.Th>
              <Table.Th>{t('subscription.charges.plan')}</Table.Th>
              <Table.Th>{t('subscription.charges.period')}</Table.Th>
              <Table.Th>{t('subscription.charges.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {charges.map((c) => (
              <Table.Tr key={`${c.period_start}-${c.charged_at}`} data-testid="plan-charge">
                <Table.Td>
                  <When at={c.charged_at} dateOnly />
                </Table.Td>
                <Table.Td>
                  {t(`subscription.plans.${c.plan}`)}{' '}
                  {c.renewal && (
                    <Badge size="xs" variant="light" tt="none">
                      {t('subscription.charges.renewal')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {t('subscription.charges.period_range', {
                    from: formatDate(c.period_start),
                    to: formatDate(c.period_end),
                  })}
                </Table.Td>
                <Table.Td>
                  <Money dollars={c.amount} />{' '}
                  {c.sandbox && (
                    <Badge size="xs" color="gray" tt="none" title={t('subscription.sandbox')}>
                      SANDBOX
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
