import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PER_PAGE, DEFAULT_SORTS } from '@/lib/site-config';
import { useActiveSorts } from '../api/active-sorts';
import { sortOptions } from '../model/sort-options';
import type { ListingState } from './use-listing-state';

export function ListingControls({
  state,
  withSearch,
}: {
  state: ListingState;
  withSearch: boolean;
}) {
  const { t } = useTranslation(['common', 'lots']);
  const sorts = sortOptions(useActiveSorts().data?.sorts, DEFAULT_SORTS, (key) =>
    t(`common:listing.sorts.${key}`),
  );
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      {withSearch ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            state.set({
              title: new FormData(e.currentTarget).get('title')?.toString() ?? '',
              page: 1,
            });
          }}
        >
          <TextInput
            key={state.title}
            name="title"
            defaultValue={state.title}
            label={t('listing.searchTitle')}
            placeholder={t('listing.search')}
            data-testid="title-search"
          />
        </form>
      ) : (
        <span />
      )}
      <Group gap="sm" align="flex-end">
        <Select
          label={t('listing.perPage')}
          miw={120}
          // The label on one line, in every language: the field is as wide as its label.
          styles={{ label: { whiteSpace: 'nowrap' } }}
          allowDeselect={false}
          data={DEFAULT_PER_PAGE.map((n) => ({ value: String(n), label: String(n) }))}
          value={String(state.limit)}
          onChange={(v) => v && state.set({ limit: Number(v), page: 1 })}
        />
        <Select
          label={t('listing.sortBy')}
          w={200}
          allowDeselect={false}
          data={sorts}
          value={state.orderby}
          onChange={(v) => v && state.set({ orderby: v, page: 1 })}
        />
        <SegmentedControl
          value={state.view}
          onChange={(v) => state.set({ view: v as 'grid' | 'list' })}
          data={[
            { value: 'grid', label: t('listing.grid') },
            { value: 'list', label: t('listing.list') },
          ]}
        />
      </Group>
    </Group>
  );
}
