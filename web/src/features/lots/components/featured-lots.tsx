import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Skeleton, Stack, Title } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLots } from '../api/search-lots';
import { FEATURED_LOTS, featuredSlidesPerView } from '../model/responsive-counts';
import { useLotRooms } from '../realtime/use-lot-realtime';
import { LotCard } from './lot-card';
import { useLotDrawer } from './use-lot-drawer';

/** Home featured: limit 6, page 1, title ascending, featured >= 1 (spec 7). */
export function FeaturedLots({ title, onSettled }: { title: string; onSettled?: () => void }) {
  const { width } = useViewportSize();
  const { t } = useTranslation(['lots', 'common']);
  const { open } = useLotDrawer();
  const query = useLots({
    limit: FEATURED_LOTS,
    page: 1,
    orderby: 'p.title asc',
    filters: { featured: 1 },
  });
  const records = query.data?.records ?? [];
  useLotRooms(records.map((l) => l.id));
  const perView = featuredSlidesPerView(width || 1280);
  // The home loader waits for these (spec 9), loaded or failed.
  useEffect(() => {
    if (!query.isPending) onSettled?.();
  }, [query.isPending, onSettled]);
  if (query.isPending) return <Skeleton h={360} />;
  if (!records.length) return null;
  return (
    <Stack gap="sm" data-testid="featured-lots" data-per-view={perView}>
      <Title order={2}>{title}</Title>
      <Carousel
        slideSize={`${100 / perView}%`}
        slideGap="md"
        emblaOptions={{
          align: 'start',
          loop: false,
          slidesToScroll: 1,
          direction: document.dir === 'rtl' ? 'rtl' : 'ltr',
        }}
        withIndicators={false}
        // The arrows at the middle of the cards' 180 px images, clear of the watchlist heart
        // under them (issue 27 item 15).
        styles={{ controls: { top: 'calc(90px - var(--carousel-control-size) / 2)' } }}
        previousControlProps={{ 'aria-label': t('common:pagination.previous') }}
        nextControlProps={{ 'aria-label': t('common:pagination.next') }}
      >
        {records.map((lot) => (
          <Carousel.Slide key={lot.id}>
            <LotCard lot={lot} onOpen={open} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </Stack>
  );
}
