import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The desk's free-text notes on a money command (a payout, a transfer received): 300 at most. */
export function NotesField(p: { value: string; onChange: (notes: string) => void }) {
  const { t } = useTranslation('moneydesk');
  return (
    <TextInput
      label={t('notes')}
      value={p.value}
      maxLength={300}
      onChange={(e) => p.onChange(e.currentTarget.value)}
    />
  );
}
