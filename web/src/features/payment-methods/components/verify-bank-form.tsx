import { Button, Group, NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifySource } from '../api/verify-source';

/** The two micro-deposits the bank statement shows, in cents. */
export function VerifyBankForm({ sourceId }: { sourceId: string }) {
  const { t } = useTranslation('paymentmethods');
  const verify = useVerifySource();
  const [first, setFirst] = useState<number | string>('');
  const [second, setSecond] = useState<number | string>('');
  const ready = Number(first) > 0 && Number(second) > 0;
  return (
    <Group align="end" mt="sm" gap="xs">
      <Text size="sm" c="dimmed" w="100%">
        {t('verifyHint')}
      </Text>
      <DepositInput label={t('firstDeposit')} n={1} value={first} onChange={setFirst} />
      <DepositInput label={t('secondDeposit')} n={2} value={second} onChange={setSecond} />
      <Button
        disabled={!ready}
        loading={verify.isPending}
        data-testid="verify-bank"
        onClick={() => verify.mutate({ sourceId, amounts: [Number(first), Number(second)] })}
      >
        {t('verify')}
      </Button>
    </Group>
  );
}

/** The statement's `n`th micro-deposit: 1 to 99 cents. */
function DepositInput(p: {
  label: string;
  n: 1 | 2;
  value: number | string;
  onChange: (value: number | string) => void;
}) {
  return (
    <NumberInput
      label={p.label}
      value={p.value}
      onChange={p.onChange}
      min={1}
      max={99}
      w={140}
      data-testid={`deposit-${p.n}`}
    />
  );
}
