import { Anchor, Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';
import { useTenderEvent } from '../api/tender-key';

/** On an auction that is an encrypted tender event: its key holders' screen and its opening. */
export function TenderLinks({ auctionId }: { auctionId: string }) {
  const { t } = useTranslation('tenders');
  const { user } = useSession();
  const event = useTenderEvent(auctionId).data;
  if (!event) return null;
  return (
    <Group gap="sm" data-testid="tender-links">
      <Badge variant="light">{t('title')}</Badge>
      {user && (
        <Anchor component={Link} to={`/tenders/${auctionId}`} data-testid="tender-holders-link">
          {t('links.holders')}
        </Anchor>
      )}
      {event.status === 'opened' && (
        <Anchor
          component={Link}
          to={`/tenders/${auctionId}/opening`}
          data-testid="tender-opening-link"
        >
          {t('links.opening')}
        </Anchor>
      )}
    </Group>
  );
}
