import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useSearchParams } from 'react-router';
import { AuditEventsView } from '@/features/audit/components/audit-events-view';
import { CheckpointsView } from '@/features/audit/components/checkpoints-view';
import { MoneyView } from '@/features/audit/components/money-view';
import {
  type EventFilters,
  filtersFromParams,
  filtersToParams,
} from '@/features/audit/model/event-filters';
import { usePageTitle } from '@/lib/page-title';

const LINKS = [
  { to: '/audit/events', label: 'events' },
  { to: '/audit/checkpoints', label: 'checkpoints' },
  { to: '/audit/money', label: 'money' },
] as const;

/** The audit area's frame (auditors and admins): its own small menu above each screen. */
export function AuditLayout() {
  const { t } = useTranslation('audit');
  return (
    <Container size="xl" py="xl">
      <Stack>
        <Group gap="xs" component="nav" aria-label={t('nav.area')} data-testid="audit-nav">
          {LINKS.map((l) => (
            <Button key={l.to} component={NavLink} to={l.to} variant="subtle" size="compact-md">
              {t(`nav.${l.label}`)}
            </Button>
          ))}
        </Group>
        <Alert color="gray" variant="light" py={6}>
          {t('readOnly')}
        </Alert>
        <Outlet />
      </Stack>
    </Container>
  );
}

/** /audit/events: the filters live in the address, so a filtered view can be shared. */
export function AuditEventsRoute() {
  const { t } = useTranslation('audit');
  usePageTitle(t('events.title'));
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(search)), [search]);
  const apply = useCallback((f: EventFilters) => setParams(filtersToParams(f)), [setParams]);
  return <AuditEventsView filters={filters} onFilters={apply} />;
}

/** /audit/checkpoints. */
export function AuditCheckpointsRoute() {
  const { t } = useTranslation('audit');
  usePageTitle(t('checkpoints.title'));
  return <CheckpointsView />;
}

/** /audit/money (issue 25): the trial balance and every ledger entry, read-only. */
export function AuditMoneyRoute() {
  const { t } = useTranslation('audit');
  usePageTitle(t('money.title'));
  return <MoneyView />;
}
