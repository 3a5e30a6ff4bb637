import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { HolderKeyCard } from '@/features/tenders/components/holder-key-card';
import { KeyHolderEvents } from '@/features/tenders/components/key-holder-events';
import { KeyHolderPanel } from '@/features/tenders/components/key-holder-panel';
import { TenderOpeningView } from '@/features/tenders/components/tender-opening-view';
import { usePageTitle } from '@/lib/page-title';

/** /tenders: the user's holder key, and the tender events whose key shares they hold. */
export function KeyHolderEventsRoute() {
  const { t } = useTranslation('tenders');
  usePageTitle(t('mine.title'));
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('mine.title')}</Title>
        <HolderKeyCard />
        <KeyHolderEvents />
      </Stack>
    </Container>
  );
}

/** /tenders/:aid: a key holder collects and presents their share of the tender event. */
export function KeyHolderRoute() {
  const { t } = useTranslation('tenders');
  const { aid = '' } = useParams();
  usePageTitle(t('holder.title'));
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t('title')}</Title>
          <Group gap="md">
            <Anchor component={Link} to="/tenders">
              {t('mine.all')}
            </Anchor>
            <Anchor component={Link} to={`/tenders/${aid}/opening`}>
              {t('links.opening')}
            </Anchor>
          </Group>
        </Group>
        <KeyHolderPanel auctionId={aid} />
      </Stack>
    </Container>
  );
}

/** /tenders/:aid/opening: the published opening, public. */
export function TenderOpeningRoute() {
  const { t } = useTranslation('tenders');
  const { aid = '' } = useParams();
  usePageTitle(t('opening.title'));
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('opening.title')}</Title>
        <TenderOpeningView auctionId={aid} />
      </Stack>
    </Container>
  );
}
