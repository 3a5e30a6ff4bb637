import { Button, Modal, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { SavedCardPicker } from '@/components/saved-card-picker';
import { Sentence } from '@/components/sentence';
import { formatMoney } from '@/lib/format';
import { usePayDepositByRedirect } from '../api/pay-deposit-by-redirect';
import { usePayDeposit } from '../api/lot-actions';
import type { Lot } from '../model/cached-lot';

type DepositMethod = '' | 'wallet' | 'online' | 'redirect';

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
  const redirect = usePayDepositByRedirect(lot.id);
  const form = useForm<{ method: DepositMethod; card: string }>({
    initialValues: { method: '', card: '' },
    validate: { method: (v) => (v ? null : t('common:validation.required')) },
  });
  const { method, card } = form.getValues();
  return (
    <Modal opened={opened} onClose={onClose} title={t('deposit.title')} centered>
      <form
        onSubmit={form.onSubmit((v) => {
          // The redirect leaves the page: the gateway sends the payer back to /rosoom_success.
          if (v.method === 'redirect') redirect.mutate();
          else if (v.method)
            pay.mutate(
              { lot, method: v.method, card: v.card || undefined },
              { onSuccess: onClose },
            );
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
              <Radio value="wallet" label={t('deposit.wallet')} data-testid="deposit-wallet" />
              <Radio value="online" label={t('deposit.online')} data-testid="deposit-online" />
              <Radio
                value="redirect"
                label={t('deposit.redirect')}
                data-testid="deposit-redirect"
              />
            </Stack>
          </Radio.Group>
          {method === 'online' && (
            <SavedCardPicker
              value={card}
              onChange={(id) => form.setFieldValue('card', id)}
              words={{
                label: t('deposit.savedCard'),
                unavailable: t('deposit.cardsUnavailable'),
                none: t('deposit.noSavedCards'),
                addCard: t('deposit.addCard'),
              }}
              testIdPrefix="deposit-"
            />
          )}
          <Button
            type="submit"
            loading={pay.isPending || redirect.isPending}
            data-testid="deposit-pay"
          >
            {t('deposit.pay')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
