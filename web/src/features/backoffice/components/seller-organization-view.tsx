import { Paper, SimpleGrid, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SellerOrganizationRecord } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { ImageUploader } from '@/components/image-uploader/image-uploader';
import { rules, type RuleMessage } from '@/lib/form-rules';
import { type OrganizationInput, useOrganization, useSaveOrganization } from '../api/organization';
import { SubmitRow } from '@/components/submit-row';

const TEXT_FIELDS = [
  'registration_no',
  'vat',
  'address',
  'city',
  'country',
  'contact_name',
  'contact_email',
  'contact_phone',
] as const;

/** /seller/organization: the seller's company profile, its logo through the uploader. */
export function SellerOrganizationView() {
  const { t } = useTranslation('backoffice');
  const org = useOrganization();
  return (
    <Stack>
      <Title order={1}>{t('organization.title')}</Title>
      {org.data ? <OrganizationForm record={org.data} /> : <Skeleton h={320} />}
    </Stack>
  );
}

function OrganizationForm({ record }: { record: SellerOrganizationRecord }) {
  const { t } = useTranslation(['backoffice', 'common']);
  const save = useSaveOrganization();
  const msg = (m: RuleMessage | null) => (m ? t(m) : null);
  const { updated_at: _at, ...initialValues } = record;
  const form = useForm<OrganizationInput>({
    initialValues,
    validate: {
      name: (v) => msg(rules.requiredBang(v)),
      contact_email: (v) => (v.trim() ? msg(rules.email(v)) : null),
    },
  });
  const submit = (v: OrganizationInput) =>
    save.mutate(
      Object.fromEntries(
        Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]),
      ) as OrganizationInput,
    );
  const logo = form.values.logo;
  return (
    <Paper
      withBorder
      p="lg"
      component="form"
      onSubmit={form.onSubmit(submit)}
      data-testid="org-form"
    >
      <Stack>
        <TextInput
          label={t('organization.name')}
          withAsterisk
          data-testid="org-name"
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TEXT_FIELDS.map((f) => (
            <TextInput
              key={f}
              label={t(`organization.${f}`)}
              data-testid={`org-${f}`}
              {...form.getInputProps(f)}
            />
          ))}
        </SimpleGrid>
        <ImageUploader
          label={t('organization.logo')}
          folder="profile"
          multiple={false}
          withCaptions={false}
          value={logo ? [{ file_name: logo, filename: '', title: '', description: '' }] : []}
          onChange={(images) => form.setFieldValue('logo', images.at(-1)?.file_name ?? '')}
        />
        <SubmitRow label={t('organization.save')} loading={save.isPending} testId="org-save" />
      </Stack>
    </Paper>
  );
}
