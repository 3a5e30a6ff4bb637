import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideReturn } from '../api/decide-return';
import { Hint } from '@/components/hint';

export interface PendingDecision {
  id: string;
  decision: 'accepted' | 'refused';
  title: string;
}

/** Accept or refuse one request, with a note; one command id per opened dialog. */
export function DecideReturnDialog({
  pending,
  onClose,
}: {
  pending: PendingDecision | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('returns');
  return (
    <Modal
      opened={pending !== null}
      onClose={onClose}
      title={pending ? t(`desk.${pending.decision}Title`) : ''}
    >
      {pending && <DecisionForm key={pending.id} pending={pending} onClose={onClose} />}
    </Modal>
  );
}

function DecisionForm({ pending, onClose }: { pending: PendingDecision; onClose: () => void }) {
  const { t } = useTranslation('returns');
  const decide = useDecideReturn();
  const [note, setNote] = useState('');
  const [commandId] = useState(() => `decide-${crypto.randomUUID()}`);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        decide.mutate(
          { id: pending.id, decision: pending.decision, note, commandId },
          { onSuccess: onClose },
        );
      }}
    >
      <Stack>
        <Text>{pending.title}</Text>
        {pending.decision === 'accepted' && <Hint>{t('desk.acceptHelp')}</Hint>}
        <Textarea
          label={t('desk.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={300}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('desk.cancel')}
          </Button>
          <Button
            type="submit"
            color={pending.decision === 'accepted' ? 'teal' : 'red'}
            loading={decide.isPending}
            data-testid="confirm-decision"
          >
            {t(`desk.${pending.decision}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
