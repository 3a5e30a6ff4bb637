import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { InvoiceShippingAddress, UserAddress } from '@facet/event-schemas';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AddressPlaceFields } from '@/components/address-fields/address-fields';
import { useSaveAddress } from './shipping-address';

/**
 * The invoice's shipping address (`cart/saveAddress` with the invoice), on the checkout and on a
 * won lot's invoice page: prefilled from the profile's address first, else the one last saved on
 * the cart. Saved, the address port judges
 * it and the invoice keeps it; an invoice that ships is not paid without one (SHIP-4).
 */
export function ShippingAddressForm(p: {
  invoiceId: string;
  /** The screen's query key of the invoice, refreshed once the address is on it. */
  invoiceKey: QueryKey;
  profile: UserAddress | null;
  saved: UserAddress | null;
  shipsTo: InvoiceShippingAddress | null;
}) {
  const { t } = useTranslation(['checkout', 'addresses']);
  const save = useSaveAddress(p.invoiceId, p.invoiceKey);
  const start = p.shipsTo ?? p.profile ?? p.saved;
  const required = (v: string) => (v.trim() === '' ? t('addresses:required') : null);
  const form = useForm({
    initialValues: {
      address1: start?.address1 ?? '',
      country: start?.country ?? 'US',
      state: start?.state ?? '',
      city: start?.city ?? '',
      zip: start?.zip ?? '',
    },
    validate: {
      address1: required,
      country: required,
      state: required,
      city: required,
      zip: required,
    },
  });
  const { shipsTo } = p;
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} data-testid="checkout-address">
      <Stack gap="sm">
        <Text fw={600}>{t('address')}</Text>
        {shipsTo ? (
          <Text size="sm" data-testid="checkout-ships-to">
            {t('addresses:shipsTo')}: {shipsTo.address1}, {shipsTo.city}, {shipsTo.state}{' '}
            {shipsTo.zip}, {shipsTo.country} ·{' '}
            {t('addresses:validatedBy', {
              by:
                shipsTo.validated_by === 'offline' ? t('addresses:offline') : shipsTo.validated_by,
            })}
          </Text>
        ) : (
          <Alert color="yellow" data-testid="checkout-address-needed">
            {t('addresses:needAddress')}
          </Alert>
        )}
        <TextInput
          label={t('addresses:address1')}
          withAsterisk
          data-testid="address-line1"
          {...form.getInputProps('address1')}
        />
        <AddressPlaceFields
          value={form.values}
          onChange={(patch) => form.setValues(patch)}
          errors={form.errors as Record<string, string | undefined>}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={save.isPending} data-testid="address-save">
            {t('saveAddress')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
