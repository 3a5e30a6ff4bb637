import { Grid, Select, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BidderTable } from './bidder-table';
import { BidderViewPanel } from './bidder-view-panel';
import { ExplanationList } from './explanation-list';
import { PublicViewCard } from './public-view-card';
import { ReplayScreen } from './replay-screen';

/** /admin/replay/lot/:id: one lot's life, what the public and each bidder saw, and why. */
export function LotReplayView({ id }: { id: string }) {
  const { t } = useTranslation('replay');
  return (
    <ReplayScreen scope={{ kind: 'lot', id }}>
      {({ timeline, frame, bidder, setBidder }) => {
        const lot = frame.lots[0];
        if (!lot) return null;
        const perCarat = lot.public.pricing === 'per_carat';
        return (
          <Grid>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack>
                <PublicViewCard view={lot.public} />
                <BidderTable rows={lot.bidders} perCarat={perCarat} />
                <Select
                  label={t('bidders.pick')}
                  placeholder={t('bidders.pickPlaceholder')}
                  data={timeline.bidders
                    .filter((p) => p.userId)
                    .map((p) => ({ value: p.userId ?? '', label: p.name }))}
                  value={bidder}
                  onChange={(v) => setBidder(v)}
                  clearable
                  searchable
                  data-testid="replay-bidder-pick"
                />
                {lot.bidder && <BidderViewPanel view={lot.bidder} perCarat={perCarat} />}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack>
                <Title order={3}>{t('explanations.title')}</Title>
                <ExplanationList
                  explanations={lot.explanations}
                  count={lot.explanationCount}
                  perCarat={perCarat}
                />
              </Stack>
            </Grid.Col>
          </Grid>
        );
      }}
    </ReplayScreen>
  );
}
