import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { rules, type RuleMessage } from '@/lib/form-rules';
import { type Invitation, useInviteUser } from '../api/admin-users';
import { namedFields } from '@/lib/form-fields';
import { SubmitRow } from '@/components/submit-row';

/** 'Invite user' (`addinviteuser`): the invitee gets a link to /invite by e-mail. */
export function InviteUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['adminpeople', 'common']);
  const invite = useInviteUser();
  const msg = (m: RuleMessage | null) => (m ? t(m) : null);
  const form = useForm<Invitation>({
    initialValues: { email: '', first_name: '', last_name: '', role: 'buyer' },
    validate: { email: (v) => msg(rules.email(v)) },
  });
  const input = namedFields(form);
  const submit = (values: Invitation) =>
    invite.mutate(
      { ...values, email: values.email.trim() },
      {
        onSuccess: () => {
          form.reset();
          onClose();
        },
      },
    );
  return (
    <Modal opened={opened} onClose={onClose} title={t('adminpeople:invite.title')}>
      <form onSubmit={form.onSubmit(submit)} noValidate data-testid="invite-form">
        <Stack>
          <TextInput
            label={t('adminpeople:invite.email')}
            type="email"
            withAsterisk
            {...input('email')}
          />
          <SimpleGrid cols={2}>
            <TextInput label={t('adminpeople:invite.firstName')} {...input('first_name')} />
            <TextInput label={t('adminpeople:invite.lastName')} {...input('last_name')} />
          </SimpleGrid>
          <Select
            label={t('adminpeople:invite.role')}
            data-testid="invite-role"
            allowDeselect={false}
            data={[
              { value: 'buyer', label: t('adminpeople:users.roles.buyer') },
              { value: 'seller', label: t('adminpeople:users.roles.seller') },
            ]}
            {...form.getInputProps('role')}
          />
          <SubmitRow
            label={t('adminpeople:invite.send')}
            loading={invite.isPending}
            testId="invite-send"
          />
        </Stack>
      </form>
    </Modal>
  );
}
