import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListingStatus } from '../api/admin-lots';

const CHOICES = [
  { status: 'active', label: 'activate' },
  { status: 'inactive', label: 'deactivate' },
  { status: 'removed', label: 'remove' },
] as const satisfies readonly { status: ListingStatus; label: string }[];

/** 'Change status' on one lot: the statuses it is not in now. */
export function LotStatusMenu(p: {
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
