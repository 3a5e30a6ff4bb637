import { Anchor, Select, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useSavedCards } from '@/lib/saved-cards';

/** The picker's words, in the calling feature's own namespace. */
export interface SavedCardWords {
  label: string;
  unavailable: string;
  none: string;
  addCard: string;
}

/**
 * The saved card an online payment uses (the default first); a link to save one. Checkout and a
 * lot's deposit both offer it, each with its own words and test ids (`testIdPrefix`).
 */
export function SavedCardPicker(p: {
  value: string | undefined;
  onChange: (id: string) => void;
  words: SavedCardWords;
  testIdPrefix?: string;
}) {
  const cards = useSavedCards(true);
  const list = cards.data?.data ?? [];
  const preferred = list.find((c) => c.is_default) ?? list[0];
  const { value, onChange, words, testIdPrefix = '' } = p;
  useEffect(() => {
    if (!value && preferred) onChange(preferred.id);
  }, [value, preferred, onChange]);
  if (cards.isError) return <Text c="red">{words.unavailable}</Text>;
  if (cards.isSuccess && list.length === 0)
    return (
      <Text size="sm" data-testid={`${testIdPrefix}no-saved-cards`}>
        {words.none}{' '}
        <Anchor component={Link} to="/payments/saved_cards">
          {words.addCard}
        </Anchor>
      </Text>
    );
  return (
    <Select
      label={words.label}
      data-testid={`${testIdPrefix}saved-card`}
      data={list.map((c) => ({ value: c.id, label: `${c.brand ?? ''} •••• ${c.last4}` }))}
      value={value || null}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
    />
  );
}
