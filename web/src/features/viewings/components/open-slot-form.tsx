import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { rules, type RuleMessage } from '@/lib/form-rules';
import { useViewingSlotAction } from '../api/viewing-slots-admin';
import { namedFields } from '@/lib/form-fields';

/** The back office opens a slot: room, start (local time), length and seats, maybe one auction. */
export function OpenSlotForm() {
  const { t } = useTranslation(['viewings', 'common']);
  const action = useViewingSlotAction();
  const msg = (m: RuleMessage | null) => (m ? t(m) : null);
  const form = useForm({
    initialValues: { location: '', starts_at: '', minutes: 60, capacity: 4, auction_id: '' },
    validate: {
      location: (v) => msg(rules.requiredBang(v)),
      starts_at: (v) => msg(rules.requiredBang(v)),
    },
  });
  const input = namedFields(form);
  return (
    <form
      noValidate
      data-testid="open-slot-form"
      onSubmit={form.onSubmit((v) =>
        action.mutate(
          {
            action: 'open',
            location: v.location,
            starts_at: new Date(v.starts_at).toISOString(),
            minutes: v.minutes,
            capacity: v.capacity,
            ...(v.auction_id ? { auction_id: v.auction_id } : {}),
          },
          { onSuccess: () => form.reset() },
        ),
      )}
    >
      <Group align="flex-end">
        <TextInput label={t('admin.location')} {...input('location')} />
        <TextInput type="datetime-local" label={t('admin.startsAt')} {...input('starts_at')} />
        <NumberInput label={t('admin.length')} min={5} {...input('minutes')} />
        <NumberInput label={t('admin.capacity')} min={1} {...input('capacity')} />
        <TextInput label={t('admin.auction')} {...input('auction_id')} />
        <Button type="submit" loading={action.isPending}>
          {t('admin.open')}
        </Button>
      </Group>
    </form>
  );
}
