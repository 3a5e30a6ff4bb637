import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CartAddress } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { useSaveAddress } from '../api/pay-checkout';

const required = (v: string) => (v.trim() === '' ? 'required' : null);

/** The shipping address of the cart (`cart/saveAddress`), filled from the one saved. */
export function CheckoutAddress({ saved }: { saved: CartAddress | null }) {
  const { t } = useTranslation('checkout');
  const save = useSaveAddress();
  const form = useForm({
    initialValues: {
      address1: saved?.address1 ?? '',
      city: saved?.city ?? '',
      state: saved?.state ?? '',
      zip: saved?.zip ?? '',
    },
    validate: { address1: required, city: required, state: required, zip: required },
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} data-testid="checkout-address">
      <Text fw={600} mb="xs">
        {t('address')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('address1')} {...form.getInputProps('address1')} />
        <TextInput label={t('city')} {...form.getInputProps('city')} />
        <TextInput label={t('state')} {...form.getInputProps('state')} />
        <TextInput label={t('zip')} {...form.getInputProps('zip')} />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" variant="light" loading={save.isPending}>
          {t('saveAddress')}
        </Button>
      </Group>
    </form>
  );
}
