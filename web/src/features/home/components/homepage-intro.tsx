import { Grid, Image, Stack, Title } from '@mantine/core';
import { HtmlContent } from '@/components/html-content';
import { imageUrl } from '@/components/lot-image';

/** Homepage image, title and HTML text come from configuration variables. */
export function HomepageIntro({
  image,
  title,
  html,
}: {
  image?: string;
  title?: string;
  html?: string;
}) {
  if (!image && !title && !html) return null;
  return (
    <Grid gap="xl" align="center" data-testid="homepage-intro">
      {image ? (
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Image src={imageUrl(image, 'original')} alt={title ?? ''} radius="md" />
        </Grid.Col>
      ) : null}
      <Grid.Col span={{ base: 12, md: image ? 7 : 12 }}>
        <Stack>
          {title && <Title order={2}>{title}</Title>}
          <HtmlContent html={html} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
