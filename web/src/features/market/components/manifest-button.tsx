import { Button, Group, Modal, ScrollArea, Skeleton, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManifest } from '../api/manifest';

/** Saves the manifest's CSV as a file (the server wrote it, cells already made safe). */
function download(csv: string, filename: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  a.click();
  URL.revokeObjectURL(url);
}

const ct = (carats: number | null) => (carats === null ? '–' : carats.toFixed(2));

/** On the auction page: the auction's lots with weights, stones and sizes, to download or print. */
export function ManifestButton({ auctionId }: { auctionId: string }) {
  const { t } = useTranslation('market');
  const [opened, setOpened] = useState(false);
  const manifest = useManifest(auctionId, opened);
  const m = manifest.data;
  return (
    <>
      <Button
        variant="default"
        w="fit-content"
        onClick={() => setOpened(true)}
        data-testid="manifest-open"
      >
        {t('manifest.open')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('manifest.title')} size="xl">
        {!m ? (
          <Skeleton h={160} />
        ) : (
          <>
            <ScrollArea>
              <Table striped data-testid="manifest-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('manifest.lot')}</Table.Th>
                    <Table.Th>{t('manifest.lotTitle')}</Table.Th>
                    <Table.Th>{t('manifest.weight')}</Table.Th>
                    <Table.Th>{t('manifest.stones')}</Table.Th>
                    <Table.Th>{t('manifest.averageSize')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {m.records.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>{r.auction_lot}</Table.Td>
                      <Table.Td>
                        <bdi>{r.title}</bdi>
                      </Table.Td>
                      <Table.Td>{ct(r.weight)}</Table.Td>
                      <Table.Td>{r.total_stones}</Table.Td>
                      <Table.Td>{ct(r.average_size)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            <Text fw={600} mt="sm" data-testid="manifest-totals">
              {t('manifest.totals', {
                count: m.totals.lots,
                weight: ct(m.totals.weight),
                stones: m.totals.total_stones,
              })}
            </Text>
            <Group mt="md">
              <Button onClick={() => download(m.csv, m.filename)}>{t('manifest.download')}</Button>
              <Button variant="default" onClick={() => window.print()}>
                {t('manifest.print')}
              </Button>
            </Group>
          </>
        )}
      </Modal>
    </>
  );
}
