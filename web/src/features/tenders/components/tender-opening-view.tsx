import { Alert, Badge, Button, Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TenderOpening } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { LeftToRight } from '@/components/left-to-right';
import { When } from '@/components/when';
import { formatCents } from '@/lib/format';
import { useTenderOpening } from '../api/tender-opening';
import { downloadText } from '../model/share-file';

const openingFile = (auctionId: string) => `tender-opening-${auctionId}.json`;

/**
 * Issue 30: the published opening of a tender event. Per parcel, in the award's order: every
 * tender with its amount and ciphertext hash, the winner, and who was passed over for their cap;
 * the whole opening downloads as the file the offline verifier re-derives the award from.
 */
export function TenderOpeningView({ auctionId }: { auctionId: string }) {
  const opening = useTenderOpening(auctionId);
  if (opening.isError)
    return (
      <Alert color="yellow" data-testid="tender-opening-missing">
        {opening.error.message}
      </Alert>
    );
  if (!opening.data) return null;
  return <OpeningBody auctionId={auctionId} opening={opening.data} />;
}

export function OpeningBody({ auctionId, opening }: { auctionId: string; opening: TenderOpening }) {
  const { t } = useTranslation('tenders');
  return (
    <Stack gap="md" data-testid="tender-opening">
      <Text size="sm">
        {t('opening.openedAt')} <When at={opening.at} />
      </Text>
      <Button
        w="fit-content"
        onClick={() =>
          downloadText(openingFile(auctionId), `${JSON.stringify(opening, null, 2)}\n`)
        }
        data-testid="tender-opening-download"
      >
        {t('opening.download')}
      </Button>
      <Text size="sm" c="dimmed">
        {t('opening.verifyHint')}{' '}
        <LeftToRight>
          <Code>npx facet-verify --opening {openingFile(auctionId)}</Code>
        </LeftToRight>
      </Text>
      {opening.award.map((parcel, index) => {
        const tenders = opening.tenders
          .filter((tender) => tender.lotId === parcel.lotId)
          .sort((a, b) => b.amount - a.amount);
        const skipped = new Set(parcel.skipped.map((s) => s.bidId));
        return (
          <Paper
            withBorder
            p="md"
            key={parcel.lotId}
            data-testid="tender-parcel"
            data-lot={parcel.lotId}
          >
            <Stack gap="xs">
              <Title order={3}>{t('opening.parcel', { n: index + 1 })}</Title>
              <Text size="xs" c="dimmed">
                <LeftToRight>{parcel.lotId}</LeftToRight>
              </Text>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('opening.buyer')}</Table.Th>
                    <Table.Th>{t('opening.amount')}</Table.Th>
                    <Table.Th>{t('opening.outcome')}</Table.Th>
                    <Table.Th>{t('opening.hash')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {tenders.map((tender) => (
                    <Table.Tr
                      key={tender.bidId}
                      data-testid="tender-row"
                      data-buyer={tender.userId}
                    >
                      <Table.Td>
                        <LeftToRight>{tender.userId}</LeftToRight>
                      </Table.Td>
                      <Table.Td data-testid="tender-amount">
                        <LeftToRight>{formatCents(tender.amount)}</LeftToRight>
                      </Table.Td>
                      <Table.Td data-testid="tender-outcome">
                        {parcel.winner?.bidId === tender.bidId ? (
                          <Badge color="green">{t('opening.won')}</Badge>
                        ) : skipped.has(tender.bidId) ? (
                          <Badge color="orange">{t('opening.capReached')}</Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Code>{tender.ciphertextSha256.slice(0, 16)}…</Code>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {!parcel.winner && (
                <Text size="sm" data-testid="tender-no-winner">
                  {t('opening.noWinner')}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
