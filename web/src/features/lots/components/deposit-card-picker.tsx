import { Anchor, Select, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSavedCards } from '../api/get-saved-cards';

/** The saved card an online deposit is paid with (the default first); a link to save one. */
export function DepositCardPicker(p: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('lots');
  const cards = useSavedCards(true);
  const list = cards.data?.data ?? [];
  const preferred = list.find((c) => c.is_default) ?? list[0];
  const { value, onChange } = p;
  useEffect(() => {
    if (!value && preferred) onChange(preferred.id);
  }, [value, preferred, onChange]);
  if (cards.isError) return <Text c="red">{t('deposit.cardsUnavailable')}</Text>;
  if (cards.isSuccess && list.length === 0)
    return (
      <Text size="sm" data-testid="deposit-no-saved-cards">
        {t('deposit.noSavedCards')}{' '}
        <Anchor component={Link} to="/payments/saved_cards">
          {t('deposit.addCard')}
        </Anchor>
      </Text>
    );
  return (
    <Select
      label={t('deposit.savedCard')}
      data-testid="deposit-saved-card"
      data={list.map((c) => ({ value: c.id, label: `${c.brand ?? ''} •••• ${c.last4}` }))}
      value={value || null}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
    />
  );
}
