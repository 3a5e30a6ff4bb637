import { Alert, Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CustomFieldInputs } from '@/components/custom-fields/custom-field-inputs';
import {
  customFieldErrors,
  customFieldsBody,
  type WithCustomFields,
} from '@/components/custom-fields/custom-field.rules';
import { useActiveFields } from '@/lib/dynamic-fields';
import { rules, type RuleMessage } from '@/lib/form-rules';
import type { PublicUser } from '@facet/event-schemas';
import { useSendVerifyLink, useUpdateProfile, type ProfileChanges } from '../api/account-api';
import { namedFields } from '@/lib/form-fields';

export function ProfileForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation(['account', 'common']);
  const update = useUpdateProfile();
  const sendLink = useSendVerifyLink();
  const msg = (m: RuleMessage | null) => (m ? t(m) : null);
  const fields = useActiveFields(3).data ?? [];
  const form = useForm<ProfileChanges & WithCustomFields>({
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone ?? '',
      company_name: user.company_name ?? '',
      custom_fields: { ...(user.custom_fields ?? {}) },
    },
    validate: (v) => ({
      first_name: msg(rules.requiredBang(v.first_name)),
      last_name: msg(rules.requiredBang(v.last_name)),
      ...Object.fromEntries(
        Object.entries(customFieldErrors(fields, v.custom_fields)).map(([k, key]) => [
          k,
          t(key, { ns: 'common' }),
        ]),
      ),
    }),
  });
  const input = namedFields(form);
  const submit = ({ custom_fields, ...v }: ProfileChanges & WithCustomFields) =>
    update.mutate({
      ...v,
      phone: v.phone?.trim() || null,
      company_name: v.company_name?.trim() || null,
      // Without user fields the body stays as before: the server holds a sent set to the required ones.
      ...(fields.length > 0 ? { custom_fields: customFieldsBody(fields, custom_fields) } : {}),
    });
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="profile-form">
      <Stack maw={560}>
        <Title order={3}>{t('profile.details')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('profile.firstName')} withAsterisk {...input('first_name')} />
          <TextInput label={t('profile.lastName')} withAsterisk {...input('last_name')} />
        </SimpleGrid>
        <TextInput label={t('profile.email')} value={user.email} disabled />
        {user.email_verified === false && (
          <Alert color="yellow" data-testid="email-not-verified">
            <Group justify="space-between">
              {t('profile.notVerified')}
              <Button
                size="xs"
                variant="light"
                loading={sendLink.isPending}
                onClick={() => sendLink.mutate()}
              >
                {t('profile.sendLink')}
              </Button>
            </Group>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('profile.phone')} type="tel" {...input('phone')} />
          <TextInput label={t('profile.company')} {...input('company_name')} />
        </SimpleGrid>
        <CustomFieldInputs fields={fields} form={form} testId="profile-custom-fields" />
        <Button type="submit" w="fit-content" loading={update.isPending}>
          {t('common:actions.save')}
        </Button>
      </Stack>
    </form>
  );
}
