import { Alert, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@/lib/site-config';

const FIELDS = [
  ['beneficiary', 'bank_beneficiary'],
  ['bank', 'bank_name'],
  ['accountNumber', 'bank_account_number'],
  ['routingCode', 'bank_routing_code'],
] as const;

/**
 * Where to send a bank transfer: the marketplace's bank details (settings an admin edits under
 * /admin/configuration) and the reference the buyer quotes so the desk can match the money.
 */
export function BankTransferDetails({ reference }: { reference: string }) {
  const { t } = useTranslation('common');
  const variables = useSiteConfig().data?.variables ?? {};
  const rows = FIELDS.map(([label, name]) => [label, variables[name] ?? ''] as const).filter(
    ([, value]) => value !== '',
  );
  return (
    <Stack gap="xs" data-testid="bank-transfer-details">
      <Text fw={600}>{t('bankTransfer.title')}</Text>
      {rows.length === 0 ? (
        <Alert color="yellow">{t('bankTransfer.notConfigured')}</Alert>
      ) : (
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Td c="dimmed">{t(`bankTransfer.${label}`)}</Table.Td>
                <Table.Td data-testid={`bank-${label}`} dir="ltr">
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text>
        {t('bankTransfer.reference')}:{' '}
        <Text span fw={700} ff="monospace" dir="ltr" data-testid="bank-reference">
          {reference}
        </Text>
      </Text>
    </Stack>
  );
}
