import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { bundleOptions } from '@/lib/config-options';
import { useSiteConfig } from '@/lib/site-config';
import { useAuctions } from '../api/search-auctions';
import {
  activeFilterCount,
  LOT_TYPE_CHOICES,
  rangeValue,
  SEARCH_FILTER_KEYS,
  type SearchFilterKey,
} from '../model/search-filters';

const RANGES = ['price_min', 'price_max', 'weight_min', 'weight_max'] as const;

/**
 * /search's filters beside the title (issue 27 item 11): category, condition and location from
 * the configuration bundle's tables, the open auctions, the kind of sale, and price and weight
 * ranges. They live in the address, as the title and the sort do; a change goes back to page 1.
 */
export function SearchFilters() {
  const { t } = useTranslation('lots');
  const [params, setParams] = useSearchParams();
  const config = useSiteConfig().data;
  const auctions = useAuctions({ limit: 100, page: 1, filters: { market_status: 'open' } });
  const set = (patch: Partial<Record<SearchFilterKey, string | null>>) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      next.delete('page');
      return next;
    });
  const choice = (key: SearchFilterKey, data: { value: string; label: string }[]) => (
    <Select
      label={t(`searchFilters.${key}`)}
      placeholder={t('searchFilters.any')}
      data={data}
      value={params.get(key)}
      onChange={(v) => set({ [key]: v })}
      clearable
      searchable
      data-testid={`filter-${key}`}
    />
  );
  return (
    <Paper withBorder p="md" radius="md" data-testid="search-filters">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        {choice('categoryTypeId', bundleOptions(config, 'categories'))}
        {choice('conditionTypeId', bundleOptions(config, 'conditions'))}
        {choice('location_id', bundleOptions(config, 'locations'))}
        {choice(
          'auctionid',
          (auctions.data?.records ?? []).map((a) => ({ value: String(a.id), label: a.title })),
        )}
        {choice(
          'lot_type',
          LOT_TYPE_CHOICES.map((type) => ({
            value: type,
            label: t(`searchFilters.types.${type}`),
          })),
        )}
      </SimpleGrid>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          set(Object.fromEntries(RANGES.map((k) => [k, rangeValue(String(form.get(k) ?? ''))])));
        }}
      >
        <Group mt="sm" align="flex-end" gap="sm" wrap="wrap">
          {RANGES.map((key) => (
            <TextInput
              key={`${key}-${params.get(key) ?? ''}`}
              name={key}
              w={140}
              inputMode="decimal"
              label={t(`searchFilters.${key}`)}
              defaultValue={params.get(key) ?? ''}
              data-testid={`filter-${key}`}
            />
          ))}
          <Button type="submit" variant="light" data-testid="apply-filters">
            {t('searchFilters.apply')}
          </Button>
          {activeFilterCount(params) > 0 && (
            <Button
              variant="subtle"
              onClick={() => set(Object.fromEntries(SEARCH_FILTER_KEYS.map((k) => [k, null])))}
              data-testid="clear-filters"
            >
              {t('searchFilters.clear')}
            </Button>
          )}
        </Group>
      </form>
    </Paper>
  );
}
