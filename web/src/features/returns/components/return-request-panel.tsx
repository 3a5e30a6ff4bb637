import { Button, Checkbox, Modal, Stack, Textarea } from '@mantine/core';
import type { PublicUser } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAskReturn } from '../api/ask-return';
import { useReturnableInvoice } from '../api/get-returnable-lines';
import { Hint } from '@/components/hint';
import { actsAsBuyer } from '@/lib/invoice-buyer-side';

/**
 * Under a paid invoice, for its buyer's side (I1: its buyer or a representative of the company
 * billed): ask to return some or all of its items, with a reason. The server judges the window
 * and the lines (one open request per item, none returned twice).
 */
export function ReturnRequestPanel({
  invoiceId,
  user,
}: {
  invoiceId: string;
  user: Pick<PublicUser, 'id' | 'role'> | null;
}) {
  const { t } = useTranslation('returns');
  const invoice = useReturnableInvoice(invoiceId);
  const [open, setOpen] = useState(false);
  if (!invoice.data || invoice.data.status !== 'paid' || !actsAsBuyer(invoice.data, user))
    return null;
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)} data-testid="return-items">
        {t('ask.open')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('ask.title')}>
        {open && (
          <ReturnForm
            invoiceId={invoiceId}
            lines={invoice.data.invoiceItems}
            onDone={() => setOpen(false)}
          />
        )}
      </Modal>
    </>
  );
}

function ReturnForm({
  invoiceId,
  lines,
  onDone,
}: {
  invoiceId: string;
  lines: readonly { project_id: string; title: string }[];
  onDone: () => void;
}) {
  const { t } = useTranslation('returns');
  const ask = useAskReturn(invoiceId);
  const [lotIds, setLotIds] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        ask.mutate({ lotIds, reason }, { onSuccess: onDone });
      }}
    >
      <Stack>
        <Hint>{t('ask.help')}</Hint>
        <Checkbox.Group value={lotIds} onChange={setLotIds} label={t('ask.items')}>
          <Stack gap="xs" mt="xs">
            {lines.map((l) => (
              <Checkbox key={l.project_id} value={l.project_id} label={l.title} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Textarea
          label={t('ask.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
          required
        />
        <Button type="submit" loading={ask.isPending} disabled={lotIds.length === 0}>
          {t('ask.submit')}
        </Button>
      </Stack>
    </form>
  );
}
