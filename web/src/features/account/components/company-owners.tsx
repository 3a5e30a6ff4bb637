import type { CompanyOwnerRecord } from '@facet/event-schemas';
import { Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyOwners, useRemoveCompanyOwner } from '../api/company-owners';
import { CompanyOwnerModal } from './company-owner-modal';

type Editing = { owner: CompanyOwnerRecord | null } | null;

export function CompanyOwners() {
  const { t } = useTranslation(['account', 'common']);
  const owners = useCompanyOwners();
  const remove = useRemoveCompanyOwner();
  const [editing, setEditing] = useState<Editing>(null);
  const removeOwner = (o: CompanyOwnerRecord) => {
    if (window.confirm(t('owners.confirmRemove', { name: `${o.first_name} ${o.last_name}` })))
      remove.mutate(o.id);
  };
  return (
    <Stack data-testid="company-owners">
      <Group justify="space-between">
        <Title order={3}>{t('owners.title')}</Title>
        <Button variant="light" onClick={() => setEditing({ owner: null })}>
          {t('owners.add')}
        </Button>
      </Group>
      {owners.isLoading ? (
        <Skeleton h={80} />
      ) : !owners.data?.length ? (
        <Text c="dimmed">{t('common:listing.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('owners.name')}</Table.Th>
                <Table.Th>{t('owners.email')}</Table.Th>
                <Table.Th>{t('owners.role')}</Table.Th>
                <Table.Th>{t('owners.ownership')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {owners.data.map((o) => (
                <Table.Tr key={o.id} data-testid="owner-row">
                  <Table.Td>{`${o.first_name} ${o.last_name}`}</Table.Td>
                  <Table.Td>{o.email}</Table.Td>
                  <Table.Td>{o.title ?? ''}</Table.Td>
                  <Table.Td>{o.ownership_percentage ?? ''}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="subtle" onClick={() => setEditing({ owner: o })}>
                        {t('owners.edit')}
                      </Button>
                      <Button size="xs" variant="subtle" color="red" onClick={() => removeOwner(o)}>
                        {t('owners.remove')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <CompanyOwnerModal
          key={editing.owner?.id ?? 'new'}
          owner={editing.owner}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
