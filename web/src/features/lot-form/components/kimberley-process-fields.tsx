import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '@/lib/countries';
import { formFields } from '@/lib/form-fields';
import { isRoughLot } from '../model/kimberley-process';
import type { LotFormValues } from '../model/lot-form.values';
import { Hint } from '@/components/hint';

/**
 * A rough lot's Kimberley Process papers (issue 30): shown only for the rough category, since
 * polished and jewellery are exempt. Optional while saving; the lot cannot open without all three.
 */
export function KimberleyProcessFields({ form }: { form: UseFormReturnType<LotFormValues> }) {
  const { t, i18n } = useTranslation('lotform');
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  if (!isRoughLot(form.values)) return null;
  const input = formFields(form, 'lot');
  return (
    <Stack gap="xs" data-testid="lot-kimberley-process">
      <Text size="sm" fw={500}>
        {t('kimberley.title')}
      </Text>
      <Hint size="xs">{t('kimberley.hint')}</Hint>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('kimberley.certificate')}
          maxLength={100}
          {...input('kp_certificate')}
        />
        <Select
          label={t('kimberley.origin')}
          data={countries}
          searchable
          clearable
          data-testid="lot-kp_origin_country"
          value={form.values.kp_origin_country || null}
          onChange={(x) => form.setFieldValue('kp_origin_country', x ?? '')}
        />
        <TextInput
          label={t('kimberley.authority')}
          maxLength={200}
          {...input('kp_exporting_authority')}
        />
      </SimpleGrid>
    </Stack>
  );
}
