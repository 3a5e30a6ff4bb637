import { Button, Card, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CompanyFields, useRegisterCompany } from '../api/buyer-company';

const EMPTY: CompanyFields = { name: '', registration_number: '', country: '' };

/** A buyer on their own registers the company they tender for; they become its representative. */
export function CompanyRegisterForm() {
  const { t } = useTranslation('buyercompany');
  const register = useRegisterCompany();
  const [fields, setFields] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const set = (k: keyof CompanyFields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields({ ...fields, [k]: e.currentTarget.value });
  const missing = (k: keyof CompanyFields) => (tried && !fields[k].trim() ? t('required') : null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.values(fields).some((v) => !v.trim())) return;
    register.mutate(fields);
  };
  return (
    <Card withBorder maw={520}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('register.title')}
          </Title>
          <TextInput
            label={t('register.name')}
            value={fields.name}
            onChange={set('name')}
            error={missing('name')}
            maxLength={200}
            data-testid="company-name"
          />
          <TextInput
            label={t('register.registrationNumber')}
            value={fields.registration_number}
            onChange={set('registration_number')}
            error={missing('registration_number')}
            maxLength={100}
            data-testid="company-registration-number"
          />
          <TextInput
            label={t('register.country')}
            value={fields.country}
            onChange={set('country')}
            error={missing('country')}
            maxLength={100}
            data-testid="company-country"
          />
          <Button type="submit" loading={register.isPending} data-testid="company-register">
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
