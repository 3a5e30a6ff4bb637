import { Box, Container, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeroBanner } from '@/features/home/components/hero-banner';
import { HomeLoader } from '@/features/home/components/home-loader';
import { HomepageIntro } from '@/features/home/components/homepage-intro';
import { FeaturedLots } from '@/features/lots/components/featured-lots';
import { HomeAuctions } from '@/features/lots/components/home-auctions';
import { LotDrawer } from '@/features/lots/components/lot-drawer';
import { MarketSummary } from '@/features/market/components/market-summary';
import { PriceTrendCard } from '@/features/market/components/price-trend-card';
import { usePageTitle } from '@/lib/page-title';
import { bannersOf, useSiteConfig } from '@/lib/site-config';

export function HomeRoute() {
  const { t } = useTranslation(['home', 'common']);
  const config = useSiteConfig().data;
  const vars = config?.variables;
  usePageTitle(t('common:titles.home'));
  const [featuredReady, setFeaturedReady] = useState(false);
  const featuredSettled = useCallback(() => setFeaturedReady(true), []);
  const banners = bannersOf(config);
  const fallback = [
    {
      image: '',
      title: t('heroFallbackTitle'),
      description: t('heroFallbackText'),
      link: '/auction',
      button_label: t('heroCta'),
    },
  ];
  return (
    <Box pos="relative">
      <HomeLoader ready={featuredReady} />
      <HeroBanner banners={banners.length > 0 ? banners : fallback} />
      <Container size="xl" py="xl">
        <Stack gap={48}>
          <FeaturedLots title={t('featured')} onSettled={featuredSettled} />
          <HomepageIntro
            image={vars?.homepage_image}
            title={vars?.homepage_title}
            html={vars?.homepage_text}
          />
          <HomeAuctions title={t('auctions')} />
          <MarketSummary />
          <PriceTrendCard />
        </Stack>
      </Container>
      <LotDrawer />
    </Box>
  );
}
