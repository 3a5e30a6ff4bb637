import { Button, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AddressPlaceFields } from '@/components/address-fields/address-fields';
import { rules, type RuleMessage } from '@/lib/form-rules';
import type { UserAddress } from '@facet/event-schemas';
import { useSaveAddress } from '../api/account-api';
import { namedFields } from '@/lib/form-fields';

export function AddressForm({
  address,
  phonePrefix,
}: {
  address: UserAddress | null | undefined;
  phonePrefix: string;
}) {
  const { t } = useTranslation(['account', 'common']);
  const save = useSaveAddress();
  const msg = (m: RuleMessage | null) => (m ? t(m) : null);
  const required = (v: string) => msg(rules.requiredBang(v));
  const form = useForm<UserAddress>({
    initialValues: {
      address1: address?.address1 ?? '',
      address2: address?.address2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      zip: address?.zip ?? '',
      country: address?.country ?? 'US',
      phone: address?.phone || phonePrefix,
    },
    validate: {
      address1: required,
      country: required,
      city: required,
      state: required,
      zip: required,
    },
  });
  const input = namedFields(form);
  return (
    <form
      onSubmit={form.onSubmit((v) => save.mutate({ ...v, address2: v.address2?.trim() || null }))}
      noValidate
      data-testid="address-form"
    >
      <Stack maw={560}>
        <Title order={3}>{t('address.title')}</Title>
        <TextInput
          label={t('address.address1')}
          autoComplete="address-line1"
          withAsterisk
          {...input('address1')}
        />
        <TextInput
          label={t('address.address2')}
          autoComplete="address-line2"
          {...input('address2')}
        />
        <AddressPlaceFields
          value={form.values}
          onChange={(patch) => form.setValues(patch)}
          errors={form.errors as Record<string, string | undefined>}
        />
        <TextInput
          label={t('address.phone')}
          type="tel"
          name="address_phone"
          {...form.getInputProps('phone')}
        />
        <Button type="submit" w="fit-content" loading={save.isPending}>
          {t('common:actions.save')}
        </Button>
      </Stack>
    </form>
  );
}
