import { Autocomplete, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EventFilters, NO_FILTERS } from '../model/event-filters';

/** The explorer's filters: edited here, applied together (each query walks the log). */
export function EventFiltersForm({
  value,
  types,
  onApply,
}: {
  value: EventFilters;
  /** Event types to suggest: those on screen (the log has no list of its own). */
  types: readonly string[];
  onApply: (filters: EventFilters) => void;
}) {
  const { t } = useTranslation('audit');
  // Keyed by the applied filters (see the view): a stream picked from the table shows here too.
  const [draft, setDraft] = useState(value);
  const field = (name: keyof EventFilters, extra: { placeholder?: string; type?: string } = {}) => (
    <TextInput
      label={t(`events.filters.${name}`)}
      value={draft[name]}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setDraft((d) => ({ ...d, [name]: next }));
      }}
      data-testid={`filter-${name}`}
      {...extra}
    />
  );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <Group align="end" data-testid="event-filters">
        {field('stream', { placeholder: t('events.filters.streamPlaceholder') })}
        <Autocomplete
          label={t('events.filters.type')}
          placeholder={t('events.filters.typePlaceholder')}
          data={[...types]}
          value={draft.type}
          onChange={(type) => setDraft((d) => ({ ...d, type }))}
          data-testid="filter-type"
        />
        {field('user')}
        {field('from', { type: 'datetime-local' })}
        {field('to', { type: 'datetime-local' })}
        <Button type="submit" data-testid="filter-apply">
          {t('events.filters.apply')}
        </Button>
        <Button variant="subtle" onClick={() => onApply(NO_FILTERS)} data-testid="filter-clear">
          {t('events.filters.clear')}
        </Button>
      </Group>
    </form>
  );
}
