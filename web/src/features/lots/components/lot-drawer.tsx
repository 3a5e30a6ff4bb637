import { Anchor, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '@/components/html-content';
import { CustomFieldValues } from '@/components/custom-fields/custom-field-values';
import { useLot } from '../api/search-lots';
import { isPerCarat } from '../model/lot-total';
import { useLotRooms } from '../realtime/use-lot-realtime';
import { BidHistoryModal } from './bid-history-modal';
import { BidPanel } from './bid-panel';
import { LotFacts } from './lot-facts';
import { LotKimberleyProcess } from './lot-kimberley-process';
import { LotGallery } from './lot-gallery';
import { SimilarLots } from './similar-lots';
import { useLotDrawer } from './use-lot-drawer';
import { WatchButton } from './watch-button';

/** The lot detail slide-over, opened from any listing through `?lot=id`. */
export function LotDrawer() {
  const { t } = useTranslation(['lots', 'common']);
  const { lotId, open, close } = useLotDrawer();
  const lot = useLot(lotId);
  const wide = useMediaQuery('(min-width: 900px)', true);
  const [historyOpen, setHistoryOpen] = useState(false);
  useLotRooms(lotId ? [lotId] : []);
  const data = lot.data;
  return (
    <Drawer
      opened={Boolean(lotId)}
      onClose={close}
      position="right"
      size={wide ? 'xl' : '100%'}
      title={data ? <bdi>{data.title}</bdi> : null}
      data-testid="lot-drawer"
    >
      {lot.isPending ? (
        <Skeleton h={400} />
      ) : !data ? (
        <Text c="dimmed">{t('detail.notFound')}</Text>
      ) : (
        <Stack gap="md" data-testid="lot-detail" data-lot-id={data.id}>
          <LotGallery lot={data} />
          <Group justify="space-between" wrap="nowrap">
            {/* The drawer's own title names the lot: said once (issue 27 item 15). */}
            <Stack gap={2}>
              {data.auctionlot_title && (
                <Text c="dimmed">
                  <bdi>{data.auctionlot_title}</bdi>
                </Text>
              )}
            </Stack>
            <WatchButton lot={data} />
          </Group>
          <LotFacts lot={data} />
          <LotKimberleyProcess lot={data} />
          <CustomFieldValues viewPage={1} values={data.custom_fields} name="lot" />
          <BidPanel lot={data} />
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setHistoryOpen(true)}
            data-testid="open-history"
          >
            {t('detail.bidHistory')}
          </Anchor>
          <Stack gap={4}>
            <Title order={5}>{t('detail.description')}</Title>
            <HtmlContent html={data.desc_proc} />
          </Stack>
          <SimilarLots lotId={data.id} onOpen={open} />
          <BidHistoryModal
            lotId={data.id}
            perCarat={isPerCarat(data)}
            opened={historyOpen}
            onClose={() => setHistoryOpen(false)}
          />
        </Stack>
      )}
    </Drawer>
  );
}
