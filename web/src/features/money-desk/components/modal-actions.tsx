import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The foot of every money-desk modal: Cancel closes it unchanged, the confirm button sends the
 * command (loading while it runs). One place, so every desk modal cancels and confirms alike.
 */
export function ModalActions(p: {
  onCancel: () => void;
  onConfirm: () => void;
  loading: boolean;
  testId: string;
  children: ReactNode;
  disabled?: boolean;
  color?: string;
}) {
  const { t } = useTranslation('moneydesk');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={p.onCancel}>
        {t('cancel')}
      </Button>
      <Button
        color={p.color}
        loading={p.loading}
        disabled={p.disabled}
        data-testid={p.testId}
        onClick={p.onConfirm}
      >
        {p.children}
      </Button>
    </Group>
  );
}
