import {
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DynamicFieldRecord, SellerLotRecord } from '@facet/event-schemas';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaptionedImage, ImageUploader } from '@/components/image-uploader/image-uploader';
import { fromAttachments, toAttachments } from '@/components/image-uploader/captioned-images';
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor';
import { DateTimeInput } from '@/components/date-time-input';
import { CustomFieldInputs } from '@/components/custom-fields/custom-field-inputs';
import { ApiError } from '@/lib/api-client';
import { formFields } from '@/lib/form-fields';
import { useSiteConfig } from '@/lib/site-config';
import { useAuctionOptions } from '../api/get-auction-options';
import { useSaveLot } from '../api/save-lot';
import { useTemplateOptions } from '../api/get-template-options';
import { bundleOptions } from '@/lib/config-options';
import { toSaveLotRequest } from '../model/lot-form.request';
import { validateLot } from '../model/lot-form.rules';
import { emptyLotForm, fromRecord, type LotFormValues } from '../model/lot-form.values';
import { withTemplateDefaults } from '../model/template-defaults';
import { KimberleyProcessFields } from './kimberley-process-fields';
import { LotPricingSection } from './lot-pricing-section';
import { Hint } from '@/components/hint';

export interface LotFormProps {
  /** The lot to edit; none for a new lot. */
  lot?: SellerLotRecord;
  /** The admin's active lot fields (view_page 1). */
  fields: readonly DynamicFieldRecord[];
  onSaved: (id: string) => void;
  /** A new lot's auction template to start from (`?template=<id>`). */
  templateId?: string | null;
}

/** /post_project/create_lot/:action: every Lot field `projectAction` accepts, images with captions. */
export function LotForm({ lot, fields, onSaved, templateId = null }: LotFormProps) {
  const { t } = useTranslation('lotform');
  const [images, setImages] = useState<CaptionedImage[]>(() =>
    fromAttachments(lot?.allattachmentlist),
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const auctions = useAuctionOptions();
  const config = useSiteConfig();
  const save = useSaveLot();
  const form = useForm<LotFormValues>({
    initialValues: lot ? fromRecord(lot) : emptyLotForm(),
    validate: (v) => {
      const errors = validateLot(v, fields, images.length);
      return Object.fromEntries(Object.entries(errors).map(([k, key]) => [k, t(key)]));
    },
  });
  // Templates only start new lots: an edited lot keeps its own settings.
  const templates = useTemplateOptions(!lot);
  const [template, setTemplate] = useState<string | null>(null);
  const chooseTemplate = (id: string | null) => {
    setTemplate(id);
    const chosen = templates.data?.find((x) => x.id === id);
    if (chosen) form.setValues(withTemplateDefaults(form.getValues(), chosen.lot_defaults));
  };
  // The page opened with `?template=<id>`: applied once, when the seller's templates arrive.
  const fromUrl = useRef(lot ? null : templateId);
  useEffect(() => {
    if (fromUrl.current === null || !templates.data) return;
    const id = fromUrl.current;
    fromUrl.current = null;
    if (templates.data.some((x) => x.id === id)) chooseTemplate(id);
  });
  const submit = (v: LotFormValues) => {
    setServerError(null);
    const body = toSaveLotRequest(
      v,
      lot ? 'edit' : 'new',
      lot?.id ?? null,
      toAttachments(images),
      fields.map((f) => f.id),
    );
    save.mutate(body, {
      onSuccess: (r) => onSaved(r.id),
      onError: (e) => setServerError(e instanceof ApiError ? e.message : t('saveFailed')),
    });
  };
  const input = formFields(form, 'lot');
  const select = (
    name: keyof LotFormValues,
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Select
      label={label}
      data={data}
      clearable
      searchable
      {...input(name)}
      value={(form.values[name] as string) || null}
      onChange={(x) => form.setFieldValue(name, x ?? '')}
    />
  );
  const imageError = form.errors.images;
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="lot-form">
      <Stack maw={960}>
        <Title order={1}>{lot ? t('editTitle') : t('newTitle')}</Title>
        {serverError && (
          <Alert color="red" role="alert" data-testid="lot-form-error">
            {serverError}
          </Alert>
        )}
        {!lot && (
          <Select
            label={t('template.label')}
            description={t('template.hint')}
            placeholder={t('template.placeholder')}
            data={(templates.data ?? []).map((x) => ({ value: x.id, label: x.title }))}
            value={template}
            onChange={chooseTemplate}
            clearable
            searchable
            data-testid="lot-template"
          />
        )}
        {select('auctionid', t('fields.auctionid'), auctions.data ?? [])}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('fields.title')} withAsterisk {...input('title')} />
          <TextInput label={t('fields.auctionlot_title')} {...input('auctionlot_title')} />
          <TextInput label={t('fields.auction_lot')} {...input('auction_lot')} />
        </SimpleGrid>
        <RichTextEditor
          label={t('fields.desc_proc')}
          description={t('descriptionHint')}
          html={form.values.desc_proc}
          onChange={(html) => form.setFieldValue('desc_proc', html)}
          error={form.errors.desc_proc as string | undefined}
          folder="product"
          insertImageLabel={t('insertImage')}
          testId="lot-desc_proc"
        />
        <LotPricingSection form={form} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {select(
            'categoryTypeId',
            t('fields.categoryTypeId'),
            bundleOptions(config.data, 'categories'),
          )}
          {select(
            'conditionTypeId',
            t('fields.conditionTypeId'),
            bundleOptions(config.data, 'conditions'),
          )}
          {select('location_id', t('fields.location_id'), bundleOptions(config.data, 'locations'))}
        </SimpleGrid>
        <KimberleyProcessFields form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateTimeInput label={t('fields.date_added')} withAsterisk {...input('date_added')} />
          <DateTimeInput label={t('fields.date_closed')} withAsterisk {...input('date_closed')} />
        </SimpleGrid>
        <CustomFieldInputs fields={fields} form={form} testId="lot-custom-fields" />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('fields.images')}
          </Text>
          <Hint size="xs">{t('imagesHint')}</Hint>
          <ImageUploader
            value={images}
            onChange={(next) => {
              setImages(next);
              form.clearFieldError('images');
            }}
          />
          {typeof imageError === 'string' && (
            <Text size="sm" c="red" data-testid="lot-images-error">
              {imageError}
            </Text>
          )}
        </Stack>
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="lot-save">
            {lot ? t('save') : t('create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
