import { Anchor, Select, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSavedCards } from '../api/get-saved-cards';

/** The saved card an online payment uses (the default first); a link to save one. */
export function SavedCardPicker(p: { value: string | undefined; onChange: (id: string) => void }) {
  const { t } = useTranslation('checkout');
  const cards = useSavedCards(true);
  const list = cards.data?.data ?? [];
  const preferred = list.find((c) => c.is_default) ?? list[0];
  const { value, onChange } = p;
  useEffect(() => {
    if (!value && preferred) onChange(preferred.id);
  }, [value, preferred, onChange]);
  if (cards.isError) return <Text c="red">{t('cardsUnavailable')}</Text>;
  if (cards.isSuccess && list.length === 0)
    return (
      <Text size="sm" data-testid="no-saved-cards">
        {t('noSavedCards')}{' '}
        <Anchor component={Link} to="/payments/saved_cards">
          {t('addCard')}
        </Anchor>
      </Text>
    );
  return (
    <Select
      label={t('savedCard')}
      data-testid="saved-card"
      data={list.map((c) => ({ value: c.id, label: `${c.brand ?? ''} •••• ${c.last4}` }))}
      value={value ?? null}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
    />
  );
}
