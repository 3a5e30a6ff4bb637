import { Button, Modal, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Sentence } from '@/components/sentence';
import { formatMoney } from '@/lib/format';
import { usePayDeposit } from '../api/lot-actions';
import type { Lot } from '../model/cached-lot';

export function DepositDialog({
  lot,
  opened,
  onClose,
}: {
  lot: Lot;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['lots', 'common']);
  const pay = usePayDeposit();
  const form = useForm<{ method: '' | 'wallet' | 'online' }>({
    initialValues: { method: '' },
    validate: { method: (v) => (v ? null : t('common:validation.required')) },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('deposit.title')} centered>
      <form
        onSubmit={form.onSubmit(({ method }) => {
          if (method) pay.mutate({ lot, method }, { onSuccess: onClose });
        })}
      >
        <Stack>
          <Text>
            <Sentence
              t={t}
              i18nKey="deposit.body"
              values={{ amount: formatMoney(lot.deposit_amount) }}
            />
          </Text>
          <Radio.Group label={t('deposit.method')} {...form.getInputProps('method')}>
            <Stack gap="xs" mt="xs">
              <Radio value="wallet" label={t('deposit.wallet')} />
              <Radio value="online" label={t('deposit.online')} />
            </Stack>
          </Radio.Group>
          <Button type="submit" loading={pay.isPending}>
            {t('deposit.pay')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
