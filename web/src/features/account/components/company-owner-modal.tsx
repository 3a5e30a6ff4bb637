import type { CompanyOwnerRecord } from '@facet/event-schemas';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { rules, type RuleMessage } from '@/lib/form-rules';
import { useSaveCompanyOwner } from '../api/company-owners';

interface OwnerValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  title: string;
  ownership_percentage: number | string;
}

/** Add (no owner) or edit one owner; closes on success. */
export function CompanyOwnerModal({
  owner,
  opened,
  onClose,
}: {
  owner: CompanyOwnerRecord | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const save = useSaveCompanyOwner();
  const msg = (m: RuleMessage | null) => (m ? t(m) : null);
  const form = useForm<OwnerValues>({
    initialValues: {
      first_name: owner?.first_name ?? '',
      last_name: owner?.last_name ?? '',
      email: owner?.email ?? '',
      phone: owner?.phone ?? '',
      title: owner?.title ?? '',
      ownership_percentage: owner?.ownership_percentage ?? '',
    },
    validate: {
      first_name: (v) => msg(rules.requiredBang(v)),
      last_name: (v) => msg(rules.requiredBang(v)),
      email: (v) => msg(rules.email(v)),
    },
  });
  const submit = (v: OwnerValues) =>
    save.mutate(
      {
        id: owner?.id,
        first_name: v.first_name.trim(),
        last_name: v.last_name.trim(),
        email: v.email.trim(),
        phone: v.phone.trim() || null,
        title: v.title.trim() || null,
        ownership_percentage:
          v.ownership_percentage === '' ? null : Math.round(Number(v.ownership_percentage)),
      },
      { onSuccess: onClose },
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(owner ? 'owners.edit' : 'owners.add')}
      size="lg"
    >
      <form onSubmit={form.onSubmit(submit)} noValidate data-testid="owner-form">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('owners.firstName')}
              name="owner_first_name"
              withAsterisk
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t('owners.lastName')}
              name="owner_last_name"
              withAsterisk
              {...form.getInputProps('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label={t('owners.email')}
            type="email"
            name="owner_email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('owners.phone')} type="tel" {...form.getInputProps('phone')} />
            <TextInput label={t('owners.role')} {...form.getInputProps('title')} />
            <NumberInput
              label={t('owners.ownership')}
              min={0}
              max={100}
              allowDecimal={false}
              {...form.getInputProps('ownership_percentage')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
