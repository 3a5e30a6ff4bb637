import { Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LabelledChoice } from '@/components/labelled-choice';
import { MoneyInput } from '@/components/money-input';
import { formFields } from '@/lib/form-fields';
import { type LotFormValues, shows } from '../model/lot-form.values';

type Form = UseFormReturnType<LotFormValues>;

/** Type, prices in dollars, buy now with quantity, deposit, per-carat or per-item weight. */
export function LotPricingSection({ form }: { form: Form }) {
  const { t } = useTranslation('lotform');
  const v = form.values;
  const show = shows(v);
  const input = formFields(form, 'lot');
  const money = (name: keyof LotFormValues, label: string, required = false) => (
    <MoneyInput label={label} name={name} withAsterisk={required} {...input(name)} />
  );
  return (
    <Stack>
      <Group align="end">
        <LabelledChoice
          label={t('fields.auctiontype')}
          data-testid="lot-auctiontype"
          value={v.auctiontype}
          onChange={(x) => form.setFieldValue('auctiontype', x as LotFormValues['auctiontype'])}
          data={(['standard', 'reverse', 'sealed'] as const).map((x) => ({
            value: x,
            label: t(`types.${x}`),
          }))}
        />
        <LabelledChoice
          label={t('fields.pricing')}
          data-testid="lot-pricing"
          value={v.pricing}
          onChange={(x) => form.setFieldValue('pricing', x as LotFormValues['pricing'])}
          data={[
            { value: 'per_carat', label: t('pricing.per_carat') },
            { value: 'per_item', label: t('pricing.per_item') },
          ]}
        />
      </Group>
      <Group>
        <Checkbox
          label={t('fields.auction')}
          {...form.getInputProps('auction', { type: 'checkbox' })}
        />
        <Checkbox label={t('fields.buynow')} {...input('buynow', { type: 'checkbox' })} />
        {show.buyNow && (
          <Checkbox
            label={t('fields.accept_offers')}
            {...input('accept_offers', { type: 'checkbox' })}
          />
        )}
        <Checkbox label={t('fields.deposit')} {...input('deposit', { type: 'checkbox' })} />
        <Checkbox
          label={t('fields.featured')}
          {...form.getInputProps('featured', { type: 'checkbox' })}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {money('sprice', t('fields.sprice'), true)}
        {money('rprice', t('fields.rprice'))}
        {show.buyNow && money('bprice', t('fields.bprice'), true)}
        {show.buyNow && v.accept_offers && money('offer_minimum', t('fields.offer_minimum'))}
        {show.deposit && money('deposit_amount', t('fields.deposit_amount'), true)}
        <TextInput label={t('fields.qty')} inputMode="numeric" withAsterisk {...input('qty')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('fields.weight')}
          inputMode="decimal"
          rightSection={t('units.ct')}
          withAsterisk={show.weightRequired}
          {...input('weight')}
        />
        <TextInput
          label={t('fields.total_stones')}
          inputMode="numeric"
          {...input('total_stones')}
        />
        <TextInput
          label={t('fields.average_size')}
          inputMode="decimal"
          rightSection={t('units.ct')}
          {...input('average_size')}
        />
      </SimpleGrid>
    </Stack>
  );
}
