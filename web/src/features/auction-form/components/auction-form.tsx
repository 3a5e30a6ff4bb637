import type { SellerAuctionRecord } from '@facet/event-schemas';
import {
  Button,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Countdown } from '@/components/countdown/countdown';
import { DateTimeInput } from '@/components/date-time-input';
import { CustomFieldInputs } from '@/components/custom-fields/custom-field-inputs';
import { customFieldErrors } from '@/components/custom-fields/custom-field.rules';
import { useActiveFields } from '@/lib/dynamic-fields';
import { formFields } from '@/lib/form-fields';
import { useChangeStatus, useSaveAuction } from '../api/auction-api';
import {
  type AuctionFormValues,
  toAuctionAction,
  validateAuction,
} from '../model/auction-form.model';
import { AvatarField } from './avatar-field';

const STATUSES = ['active', 'inactive', 'removed'] as const;
type Status = (typeof STATUSES)[number];

/** Every Auction field (spec 3); an existing auction also shows its countdown and status. */
export function AuctionForm(p: {
  initial: AuctionFormValues;
  auction: SellerAuctionRecord | null;
}) {
  const { t } = useTranslation('auctionform');
  const navigate = useNavigate();
  const save = useSaveAuction();
  const change = useChangeStatus();
  const id = p.auction?.id ?? null;
  const fields = useActiveFields(2).data ?? [];
  const form = useForm<AuctionFormValues>({
    initialValues: p.initial,
    validate: (v) => ({
      ...Object.fromEntries(Object.entries(validateAuction(v)).map(([k, key]) => [k, t(key)])),
      ...Object.fromEntries(
        Object.entries(customFieldErrors(fields, v.custom_fields)).map(([k, key]) => [
          k,
          t(key, { ns: 'common' }),
        ]),
      ),
    }),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(toAuctionAction(values, id, fields), {
      onSuccess: (r) => {
        if (!id) void navigate(`/post_project/auction_detail/${r.id}`, { replace: true });
      },
    }),
  );
  const input = formFields(form, 'auction');
  const date = (field: 'date_added' | 'date_closed', label: string) => (
    <DateTimeInput label={label} withAsterisk name={field} {...input(field)} />
  );
  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate data-testid="auction-form">
        <Stack>
          <Group justify="space-between">
            <Title order={2}>{t(id ? 'form.editTitle' : 'form.newTitle')}</Title>
            {p.auction && (
              <Countdown
                variant="backoffice"
                open={p.auction.market_status === 'open'}
                startsAt={p.auction.date_added}
                endsAt={p.auction.date_closed}
                sealed={false}
              />
            )}
          </Group>
          <TextInput label={t('form.title')} withAsterisk name="title" {...input('title')} />
          <Textarea label={t('form.description')} name="description" {...input('description')} />
          <AvatarField
            label={t('form.avatar')}
            value={form.values.avatar}
            onChange={(v) => form.setFieldValue('avatar', v)}
          />
          <Group grow align="flex-start">
            {date('date_added', t('form.dateAdded'))}
            {date('date_closed', t('form.dateClosed'))}
          </Group>
          <TextInput
            type="number"
            min={1}
            step={1}
            label={t('form.approvalWindow')}
            description={t('form.approvalWindowHint')}
            name="approval_window_minutes"
            data-testid="auction-approval-window"
            {...form.getInputProps('approval_window_minutes')}
          />
          <CustomFieldInputs fields={fields} form={form} testId="auction-custom-fields" />
          <Group justify="space-between">
            {p.auction ? (
              <Input.Wrapper label={t('form.status')}>
                <SegmentedControl
                  data-testid="auction-status"
                  value={p.auction.status}
                  disabled={change.isPending}
                  data={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
                  onChange={(s) =>
                    p.auction && change.mutate({ id: p.auction.id, status: s as Status })
                  }
                />
              </Input.Wrapper>
            ) : (
              <span />
            )}
            <Button type="submit" loading={save.isPending} data-testid="auction-save">
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
