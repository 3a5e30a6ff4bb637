import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { dateColumn } from '@/components/data-table/columns';
import type { AdminUserRecord } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { column, type DataColumn } from '@/components/data-table/data-table.model';
import {
  queryProps,
  stateProps,
  useDataTableState,
} from '@/components/data-table/use-data-table-state';
import { RouteTabs } from '@/components/route-tabs';
import { tabOf } from '@/lib/list-tabs';
import { useAdminUsers } from '../api/admin-users';
import { USER_TABS } from '../model/admin-tabs';
import { InviteUserModal } from './invite-user-modal';

/** /admin/users/:action: every buyer, or the bidding (verified) ones; invite a new user. */
export function AdminUsersView({ action }: { action: string }) {
  const { t } = useTranslation('adminpeople');
  const table = useDataTableState(20);
  const tab = tabOf(USER_TABS, action);
  const query = useAdminUsers(tab, {
    searchterm: table.searchTerm,
    page: table.page,
    limit: table.limit,
  });
  const [inviting, setInviting] = useState(false);
  const columns: DataColumn<AdminUserRecord>[] = [
    {
      ...column('name', t('users.name')),
      cell: (r) => (
        <Anchor component={Link} to={`/admin/user/${r.id}`} data-testid="user-open">
          {r.first_name} {r.last_name}
        </Anchor>
      ),
      value: (r) => `${r.first_name} ${r.last_name}`,
    },
    {
      ...column('email', t('users.email')),
      cell: (r) => r.email,
      value: (r) => r.email,
    },
    {
      ...column('role', t('users.role')),
      cell: (r) => t(`users.roles.${r.role}`),
      value: (r) => r.role,
    },
    {
      ...column('status', t('users.status')),
      cell: (r) => <UserStatusBadge status={r.status} />,
      value: (r) => t(`users.statuses.${r.status}`),
    },
    {
      ...column('verified', t('users.verified')),
      cell: (r) => t(r.account_verified ? 'users.yes' : 'users.no'),
      value: (r) => t(r.account_verified ? 'users.yes' : 'users.no'),
    },
    dateColumn('created_at', t('users.registered'), (r) => r.created_at),
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('users.title')}</Title>
        <Button onClick={() => setInviting(true)} data-testid="invite-open">
          {t('invite.open')}
        </Button>
      </Group>
      <RouteTabs
        value={tab}
        tabs={USER_TABS.map((v) => ({ value: v, label: t(`users.tabs.${v}`) }))}
        to={(v) => `/admin/users/${v}`}
        onSwitch={table.reset}
      />
      <DataTable
        testId="admin-users"
        columns={columns}
        {...queryProps(query)}
        rowKey={(r) => r.id}
        {...stateProps(table)}
        search={{ value: table.search, onChange: table.setSearch, placeholder: t('users.search') }}
        csvFileName={`users-${tab}.csv`}
      />
      <InviteUserModal opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}

export function UserStatusBadge({ status }: { status: AdminUserRecord['status'] }) {
  const { t } = useTranslation('adminpeople');
  return (
    <Badge
      tt="none"
      miw="max-content"
      color={status === 'active' ? 'green' : 'red'}
      variant="light"
      data-testid="user-status"
    >
      {t(`users.statuses.${status}`)}
    </Badge>
  );
}
