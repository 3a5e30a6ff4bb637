import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListingStatus } from '@facet/event-schemas';

const CHOICES: { status: ListingStatus; label: 'activate' | 'deactivate' | 'remove' }[] = [
  { status: 'active', label: 'activate' },
  { status: 'inactive', label: 'deactivate' },
  { status: 'removed', label: 'remove' },
];

/** 'Change status' on one row: the statuses it is not in now. */
export function StatusMenu(p: {
  current: ListingStatus;
  testId: string;
  busy: boolean;
  onChange: (status: ListingStatus) => void;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" variant="light" loading={p.busy} data-testid={p.testId}>
          {t('actions.changeStatus')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {CHOICES.filter((c) => c.status !== p.current).map((c) => (
          <Menu.Item
            key={c.status}
            color={c.status === 'removed' ? 'red' : undefined}
            onClick={() => p.onChange(c.status)}
          >
            {t(`actions.${c.label}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The same choices for the ticked rows of a list. */
export function BulkStatusButtons(p: { busy: boolean; onChange: (s: ListingStatus) => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      {CHOICES.map((c) => (
        <Button
          key={c.status}
          size="compact-sm"
          variant="light"
          color={c.status === 'removed' ? 'red' : undefined}
          loading={p.busy}
          data-testid={`bulk-${c.status}`}
          onClick={() => p.onChange(c.status)}
        >
          {t(`actions.${c.label}`)}
        </Button>
      ))}
    </>
  );
}
