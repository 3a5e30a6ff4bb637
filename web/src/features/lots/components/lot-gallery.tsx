import { ActionIcon, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useState, type MouseEvent } from 'react';
import { imageUrl, PLACEHOLDER_IMAGE } from '@/components/lot-image';
import { visibleThumbnails } from '../model/responsive-counts';
import type { Lot } from '../model/cached-lot';
import classes from './lot-gallery.module.css';

// Images (type 1) of the lot's attachments, else its `avatar`, else the placeholder.
function galleryImages(lot: Lot): string[] {
  const fromList = lot.allattachmentlist.filter((a) => a.type === 1).map((a) => a.file_name);
  const all = fromList.length ? fromList : lot.avatar ? [lot.avatar] : [];
  return all.length ? all : [PLACEHOLDER_IMAGE];
}

// The seller's caption (title and description, spec 5's caption form) of one image.
const attachmentOf = (lot: Lot, file: string) =>
  lot.allattachmentlist.find((a) => a.file_name === file);
// The seller's caption title names the image; else the lot's title.
const captionOf = (lot: Lot, file: string) => attachmentOf(lot, file)?.title || lot.title;

export function LotGallery({ lot }: { lot: Lot }) {
  const list = galleryImages(lot);
  const [index, setIndex] = useState(0);
  const [origin, setOrigin] = useState<string | null>(null);
  const { width } = useViewportSize();
  const shown = visibleThumbnails(width || 1200);
  const start = Math.min(
    Math.max(0, index - Math.floor(shown / 2)),
    Math.max(0, list.length - shown),
  );
  const current = list[index] ?? PLACEHOLDER_IMAGE;
  const zoom = (e: MouseEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    setOrigin(
      `${((e.clientX - r.left) / r.width) * 100}% ${((e.clientY - r.top) / r.height) * 100}%`,
    );
  };
  const caption = attachmentOf(lot, current);
  const step = (d: number) => setIndex((i) => (i + d + list.length) % list.length);
  return (
    <div data-testid="gallery">
      <div className={classes.main} onMouseMove={zoom} onMouseLeave={() => setOrigin(null)}>
        <Image
          src={imageUrl(current, 'compressed')}
          fallbackSrc={PLACEHOLDER_IMAGE}
          alt={captionOf(lot, current)}
          h={320}
          fit="contain"
          className={classes.zoom}
          style={origin ? { transformOrigin: origin, transform: 'scale(2)' } : undefined}
        />
        {list.length > 1 && (
          <>
            <ActionIcon
              className={classes.prev}
              variant="white"
              onClick={() => step(-1)}
              aria-label="previous image"
            >
              ‹
            </ActionIcon>
            <ActionIcon
              className={classes.next}
              variant="white"
              onClick={() => step(1)}
              aria-label="next image"
            >
              ›
            </ActionIcon>
          </>
        )}
      </div>
      {(caption?.title || caption?.description) && (
        // What the seller wrote about this image, under it (issue 27 item 16).
        <div data-testid="image-caption">
          {caption.title && (
            <Text size="sm" fw={600} mt={4} dir="auto">
              {caption.title}
            </Text>
          )}
          {caption.description && (
            <Text size="xs" c="dimmed" dir="auto">
              {caption.description}
            </Text>
          )}
        </div>
      )}
      {list.length > 1 && (
        <Group gap={6} mt="xs" wrap="nowrap" data-testid="thumbnails" data-visible={shown}>
          {list.slice(start, start + shown).map((file, i) => (
            <UnstyledButton
              key={`${file}-${start + i}`}
              className={classes.thumb}
              data-active={start + i === index || undefined}
              onClick={() => setIndex(start + i)}
            >
              <Image
                src={imageUrl(file, 'thumbnail')}
                fallbackSrc={PLACEHOLDER_IMAGE}
                alt=""
                h={56}
                fit="cover"
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </div>
  );
}
