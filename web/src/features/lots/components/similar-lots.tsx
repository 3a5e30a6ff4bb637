import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSimilarLots } from '../api/search-lots';
import { LotCard } from './lot-card';

export function SimilarLots({ lotId, onOpen }: { lotId: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation(['lots', 'common']);
  const similar = useSimilarLots(lotId);
  const records = (similar.data?.records ?? []).filter((l) => l.id !== lotId).slice(0, 3);
  if (!records.length) return null;
  return (
    <Stack gap="sm" data-testid="similar-lots">
      <Title order={4}>{t('detail.similar')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {records.map((l) => (
          <LotCard key={l.id} lot={l} onOpen={onOpen} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
