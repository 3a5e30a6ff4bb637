import type { AuctionTemplateRecord } from '@facet/event-schemas';
import {
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CustomFieldInputs } from '@/components/custom-fields/custom-field-inputs';
import { customFieldErrors } from '@/components/custom-fields/custom-field.rules';
import { useActiveFields } from '@/lib/dynamic-fields';
import { formFields } from '@/lib/form-fields';
import { useSaveTemplate } from '../api/template-api';
import {
  emptyTemplate,
  fromTemplateRecord,
  type TemplateFormValues,
  toTemplateAction,
  validateTemplate,
} from '../model/template-form.model';
import { AvatarField } from './avatar-field';
import { SubmitRow } from '@/components/submit-row';

/** New or edit a template: title, description, avatar, default duration and the lot defaults. */
export function TemplateFormModal(p: {
  opened: boolean;
  template: AuctionTemplateRecord | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('auctionform');
  const save = useSaveTemplate();
  const fields = useActiveFields(4).data ?? [];
  const form = useForm<TemplateFormValues>({
    initialValues: p.template ? fromTemplateRecord(p.template) : emptyTemplate(),
    validate: (v) => ({
      ...Object.fromEntries(Object.entries(validateTemplate(v)).map(([k, key]) => [k, t(key)])),
      ...Object.fromEntries(
        Object.entries(customFieldErrors(fields, v.custom_fields)).map(([k, key]) => [
          k,
          t(key, { ns: 'common' }),
        ]),
      ),
    }),
  });
  const input = formFields(form, 'template');
  const submit = form.onSubmit((v) =>
    save.mutate(toTemplateAction(v, p.template?.id ?? null, fields), { onSuccess: p.onClose }),
  );
  return (
    <Modal
      opened={p.opened}
      onClose={p.onClose}
      title={t(p.template ? 'templates.form.editTitle' : 'templates.form.newTitle')}
      size="lg"
    >
      <form onSubmit={submit} noValidate data-testid="template-form">
        <Stack>
          <TextInput label={t('form.title')} withAsterisk {...input('title')} />
          <Textarea label={t('form.description')} {...input('description')} />
          <AvatarField
            label={t('form.avatar')}
            value={form.values.avatar}
            onChange={(v) => form.setFieldValue('avatar', v)}
          />
          <NumberInput
            label={t('templates.form.duration')}
            withAsterisk
            min={1}
            allowDecimal={false}
            data-testid="template-duration"
            {...form.getInputProps('duration_hours')}
          />
          <Group grow>
            <Select
              label={t('templates.form.auctiontype')}
              allowDeselect={false}
              data-testid="template-auctiontype"
              data={(['standard', 'reverse', 'sealed'] as const).map((v) => ({
                value: v,
                label: t(`types.${v}`),
              }))}
              {...form.getInputProps('auctiontype')}
            />
            <Select
              label={t('templates.form.pricing')}
              allowDeselect={false}
              data={(['per_carat', 'per_item'] as const).map((v) => ({
                value: v,
                label: t(`pricing.${v}`),
              }))}
              {...form.getInputProps('pricing')}
            />
          </Group>
          <Checkbox
            label={t('templates.form.deposit')}
            {...input('deposit', { type: 'checkbox' })}
          />
          {form.values.deposit && (
            <NumberInput
              label={t('templates.form.depositAmount')}
              prefix="$"
              decimalScale={2}
              min={0}
              thousandSeparator=","
              data-testid="template-deposit-amount"
              {...form.getInputProps('deposit_amount')}
            />
          )}
          <CustomFieldInputs fields={fields} form={form} testId="template-custom-fields" />
          <SubmitRow label={t('form.save')} loading={save.isPending} testId="template-save" />
        </Stack>
      </form>
    </Modal>
  );
}
