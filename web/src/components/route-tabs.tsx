import { SegmentedControl } from '@mantine/core';
import { useNavigate } from 'react-router';

export interface RouteTabsProps {
  value: string;
  tabs: readonly { value: string; label: string }[];
  /** The route a tab lives at, e.g. `/invoices/paid`. */
  to: (value: string) => string;
  /** Called before navigating, e.g. to go back to the first page. */
  onSwitch?: () => void;
}

/** A list's filter tabs, each its own route so a reload or a shared link keeps the tab. */
export function RouteTabs({ value, tabs, to, onSwitch }: RouteTabsProps) {
  const navigate = useNavigate();
  return (
    <SegmentedControl
      value={value}
      onChange={(v) => {
        onSwitch?.();
        void navigate(to(v));
      }}
      data={[...tabs]}
    />
  );
}

/** Tabs over a list's filters, each labelled by `label` and living at `<path>/<filter>`. */
export const filterTabs = <F extends string>(
  value: string,
  filters: readonly F[],
  label: (filter: F) => string,
  path: string,
): Omit<RouteTabsProps, 'onSwitch'> => ({
  value,
  tabs: filters.map((f) => ({ value: f, label: label(f) })),
  to: (v) => `${path}/${v}`,
});
