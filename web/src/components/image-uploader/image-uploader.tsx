import { ActionIcon, Button, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImageFolder, imageUrl, PLACEHOLDER_IMAGE } from '@/components/lot-image';
import { errorText } from '@/lib/api-client';
import { showAlert } from '@/lib/alerts';
import { type Caption, CaptionModal } from './caption-modal';
import type { CaptionedImage } from './captioned-images';
import {
  isAccepted,
  THUMBNAIL_EXTENSIONS,
  type UploadFailure,
  type UploadOptions,
  uploadImages,
} from './upload-images';
import { Hint } from '@/components/hint';

export type { CaptionedImage } from './captioned-images';

export interface ImageUploaderProps {
  value: CaptionedImage[];
  onChange: (images: CaptionedImage[]) => void;
  /** The api's folder: 'product' (lots, default), 'auction', 'templates' (rich text). */
  folder?: ImageFolder;
  multiple?: boolean;
  /** Extensions the screen accepts; default png, jpg, jpeg, webp. */
  extensions?: readonly string[];
  /** Ask the api for a compressed copy at this quality and size. */
  compress?: UploadOptions['compress'];
  /** Ask for a caption (filename, title, description) after each upload; default true. */
  withCaptions?: boolean;
  label?: string;
  disabled?: boolean;
  /** The file input's test id, when a screen has more than one uploader. */
  inputTestId?: string;
}

type Editing = { mode: 'add' | 'edit'; index: number; image: CaptionedImage };

/** Picks, uploads and captions images; the caller owns the list (`value` / `onChange`). */
export function ImageUploader({
  value,
  onChange,
  folder = 'product',
  multiple = true,
  extensions = THUMBNAIL_EXTENSIONS,
  compress,
  withCaptions = true,
  label,
  disabled,
  inputTestId = 'image-uploader-input',
}: ImageUploaderProps) {
  const { t } = useTranslation('uploads');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Uploaded images waiting for their caption, one modal at a time.
  const [queue, setQueue] = useState<CaptionedImage[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const current: Editing | null =
    editing ?? (queue[0] ? { mode: 'add', index: value.length, image: queue[0] } : null);

  const fail = (message: string) => {
    setError(message);
    showAlert(message, 'error');
  };
  const failureText = (f: UploadFailure) => {
    if (f.kind === 'network') return t('networkError');
    if (f.kind === 'failed') return t('failed');
    if (f.code?.startsWith('upload.')) return errorText(f.code, f.message ?? '');
    return t('httpError', { status: f.status });
  };

  const pick = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    if (!files.every((f) => isAccepted(f, extensions))) return fail(t('wrongType'));
    setBusy(true);
    setError(null);
    const outcome = await uploadImages(files, compress ? { folder, compress } : { folder });
    setBusy(false);
    // A refused upload (a 403 among them) leaves nothing behind: its files are dropped.
    if (!outcome.ok) return fail(failureText(outcome));
    const added = outcome.files.map((f) => ({
      file_name: f.file_name,
      filename: f.original_name.replace(/\.[^.]+$/, ''),
      title: '',
      description: '',
    }));
    if (withCaptions) setQueue((q) => [...q, ...added]);
    else onChange([...value, ...added]);
  };

  const save = (caption: Caption) => {
    if (!current) return;
    const image = { ...current.image, ...caption };
    if (current.mode === 'edit') {
      onChange(value.map((v, i) => (i === current.index ? image : v)));
      setEditing(null);
    } else {
      onChange([...value, image]);
      setQueue((q) => q.slice(1));
    }
  };
  const cancel = () => (current?.mode === 'edit' ? setEditing(null) : setQueue((q) => q.slice(1)));

  return (
    <Stack gap="xs">
      <Group>
        <Button component="label" loading={busy} disabled={disabled} variant="light">
          {label ?? t('choose')}
          <input
            type="file"
            hidden
            data-testid={inputTestId}
            multiple={multiple}
            disabled={disabled || busy}
            accept={extensions.map((e) => `.${e}`).join(',')}
            onChange={(e) => {
              void pick(e.currentTarget.files);
              e.currentTarget.value = '';
            }}
          />
        </Button>
        <Hint size="xs">{t('hint')}</Hint>
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {value.length > 0 && (
        <Group gap="xs" data-testid="uploaded-images">
          {value.map((img, index) => (
            <Stack key={img.file_name} gap={2} align="center" w={96}>
              <Image
                src={imageUrl(img.file_name, 'thumbnail', folder)}
                fallbackSrc={PLACEHOLDER_IMAGE}
                alt={img.title || img.filename}
                h={72}
                w={96}
                fit="cover"
                radius="sm"
              />
              <Group gap={4}>
                {withCaptions && (
                  <Tooltip label={t('edit')}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={t('edit')}
                      onClick={() => setEditing({ mode: 'edit', index, image: img })}
                    >
                      ✎
                    </ActionIcon>
                  </Tooltip>
                )}
                <Tooltip label={t('remove')}>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label={t('remove')}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    ×
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Stack>
          ))}
        </Group>
      )}
      {current && (
        <CaptionModal
          key={`${current.mode}-${current.image.file_name}`}
          opened
          mode={current.mode}
          initial={current.image}
          onSave={save}
          onCancel={cancel}
        />
      )}
    </Stack>
  );
}
