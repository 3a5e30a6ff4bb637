import type { BuyerCompanyAnswer } from '@facet/event-schemas';
import { Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useAddRepresentative, useRemoveRepresentative } from '../api/buyer-company';

type Company = NonNullable<BuyerCompanyAnswer['company']>;

/** The company with its representatives; add one by email, leave, remove or withdraw. */
export function CompanyRepresentatives({ company, max }: { company: Company; max: number }) {
  const { t } = useTranslation('buyercompany');
  const { user } = useSession();
  const add = useAddRepresentative();
  const remove = useRemoveRepresentative();
  const [email, setEmail] = useState('');
  const full = company.representatives.length >= max;
  return (
    <Card withBorder data-testid="company-card">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={3} size="h4" data-testid="company-title">
            {company.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('registration', {
              number: isolate(company.registration_number),
              country: isolate(company.country),
            })}
          </Text>
        </Stack>
        <Table data-testid="company-representatives">
          <Table.Tbody>
            {company.representatives.map((r) => (
              <Table.Tr key={r.id} data-testid="company-representative">
                <Table.Td>{`${r.first_name} ${r.last_name}`.trim()}</Table.Td>
                <Table.Td dir="ltr">{r.email}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={r.status === 'invited' ? 'yellow' : 'teal'}>
                    {t(`status.${r.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={remove.isPending}
                    data-testid={r.id === user?.id ? 'company-leave' : 'company-remove'}
                    onClick={() => remove.mutate(r.id)}
                  >
                    {r.id === user?.id
                      ? t('leave')
                      : t(r.status === 'invited' ? 'withdraw' : 'remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {full ? (
          <Text size="sm" data-testid="company-full">
            {t('full', { max })}
          </Text>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (email.trim()) add.mutate(email.trim(), { onSuccess: () => setEmail('') });
            }}
          >
            <Group align="flex-end">
              <TextInput
                type="email"
                dir="ltr"
                label={t('add.label')}
                description={t('add.hint')}
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                data-testid="company-add-email"
              />
              <Button type="submit" loading={add.isPending} data-testid="company-add">
                {t('add.submit')}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Card>
  );
}
