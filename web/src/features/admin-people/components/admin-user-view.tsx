import {
  Button,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { AdminUserRecord } from '@facet/event-schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomFieldValues } from '@/components/custom-fields/custom-field-values';
import { formatDateTime } from '@/lib/format';
import { useAdminUser, useUserCommand } from '../api/admin-users';
import { UserStatusBadge } from './admin-users-view';
import { UserDashboardTables } from './user-dashboard-tables';
import { Hint } from '@/components/hint';

/** /admin/user/:id: the account, what an admin may do to it, and its dashboard. */
export function AdminUserView({ id }: { id: string }) {
  const { t } = useTranslation('adminpeople');
  const user = useAdminUser(id);
  const r = user.data?.record;
  return (
    <Stack>
      <Button component={Link} to="/admin/users/all" variant="subtle" w="fit-content">
        {t('user.back')}
      </Button>
      {!r ? (
        <Skeleton h={160} />
      ) : (
        <Paper withBorder p="md">
          <Stack>
            <Group justify="space-between">
              <Title order={1} data-testid="user-name">
                {r.first_name} {r.last_name}
              </Title>
              <UserStatusBadge status={r.status} />
            </Group>
            <AccountFacts user={r} />
            <CustomFieldValues viewPage={3} values={r.custom_fields} name="user" />
            <UserActions user={r} />
          </Stack>
        </Paper>
      )}
      <UserDashboardTables userId={id} />
    </Stack>
  );
}

function AccountFacts({ user: r }: { user: AdminUserRecord }) {
  const { t } = useTranslation('adminpeople');
  const facts: [string, ReactNode][] = [
    [t('users.email'), r.email],
    [t('users.role'), t(`users.roles.${r.role}`)],
    [t('users.verified'), t(r.account_verified ? 'users.yes' : 'users.no')],
    [t('user.forceReset'), t(r.force_reset_pass ? 'users.yes' : 'users.no')],
    [t('users.registered'), formatDateTime(r.created_at)],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Hint>{label}</Hint>
          <Text>{value}</Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function UserActions({ user: r }: { user: AdminUserRecord }) {
  const { t } = useTranslation('adminpeople');
  const command = useUserCommand(r.id);
  const suspended = r.status === 'deactivate';
  return (
    <Group>
      <Button
        color={suspended ? 'green' : 'red'}
        loading={command.isPending}
        data-testid="user-suspend"
        onClick={() =>
          command.mutate({
            call: 'admin/user/changeStatus',
            body: { status: suspended ? 'active' : 'deactivate' },
          })
        }
      >
        {t(suspended ? 'user.reactivate' : 'user.suspend')}
      </Button>
      {r.role !== 'admin' && (
        <Menu withinPortal>
          <Menu.Target>
            <Button variant="light" data-testid="user-actions">
              {t('user.actions')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              onClick={() =>
                command.mutate({
                  call: 'admin/user/userAction',
                  body: {
                    action: r.force_reset_pass ? 'clear_force_reset_pass' : 'force_reset_pass',
                  },
                })
              }
            >
              {t(r.force_reset_pass ? 'user.clearForceReset' : 'user.setForceReset')}
            </Menu.Item>
            <Menu.Item
              onClick={() =>
                command.mutate({
                  call: 'admin/user/userAction',
                  body: { action: r.role === 'seller' ? 'make_buyer' : 'make_seller' },
                })
              }
            >
              {t(r.role === 'seller' ? 'user.makeBuyer' : 'user.makeSeller')}
            </Menu.Item>
            <Menu.Item
              data-testid="make-auditor"
              onClick={() =>
                command.mutate({
                  call: 'admin/user/userAction',
                  body: { action: r.role === 'auditor' ? 'make_buyer' : 'make_auditor' },
                })
              }
            >
              {t(r.role === 'auditor' ? 'user.makeBuyer' : 'user.makeAuditor')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      <Menu withinPortal>
        <Menu.Target>
          <Button variant="light" data-testid="user-email">
            {t('user.sendEmail')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {(['verify_email', 'reset_password'] as const).map((type) => (
            <Menu.Item
              key={type}
              onClick={() => command.mutate({ call: 'admin/user/triggerEmail', body: { type } })}
            >
              {t(`user.emails.${type}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {r.role !== 'admin' && (
        <Button
          variant="subtle"
          component={Link}
          to={`/switch?user_id=${encodeURIComponent(r.id)}`}
          data-testid="user-switch"
        >
          {t('user.switch')}
        </Button>
      )}
    </Group>
  );
}
