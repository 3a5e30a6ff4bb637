import { useTranslation } from 'react-i18next';
import { RouteTabs } from '@/components/route-tabs';

const TABS = ['1', '2', '3', '4', 'tables'] as const;

/** The dynamic fields admin's tabs: a form's fields (lots, auctions, users, templates), or the tables. */
export function FieldPageTabs({ value, onSwitch }: { value: string; onSwitch?: () => void }) {
  const { t } = useTranslation('lotform');
  return (
    <RouteTabs
      value={value}
      tabs={TABS.map((p) => ({
        value: p,
        label: p === 'tables' ? t('tables.tab') : t(`admin.pages.${p}`),
      }))}
      to={(v) => `/admin/fields/${v}`}
      onSwitch={onSwitch}
    />
  );
}
