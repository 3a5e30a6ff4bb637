import { Input } from '@mantine/core';
import { ImageUploader } from '@/components/image-uploader/image-uploader';

/** One cover image through the shared uploader (folder 'auction'); `null` when none. */
export function AvatarField(p: {
  label: string;
  value: string | null;
  onChange: (fileName: string | null) => void;
}) {
  const images = p.value ? [{ file_name: p.value, filename: '', title: '', description: '' }] : [];
  return (
    <Input.Wrapper label={p.label} data-testid="avatar-field">
      <ImageUploader
        folder="auction"
        multiple={false}
        withCaptions={false}
        value={images}
        onChange={(list) => p.onChange(list.at(-1)?.file_name ?? null)}
      />
    </Input.Wrapper>
  );
}
