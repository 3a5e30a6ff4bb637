import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInvoiceAppointment } from '../api/appointments';
import { slotWhen } from '../model/slot-when';

/** "Book a viewing" on an auction's page (rough is viewed before the bids). */
export function BookViewingLink({ auctionId }: { auctionId: string }) {
  const { t } = useTranslation('viewings');
  return (
    <Button
      component={Link}
      to={`/book_viewing/auction/${auctionId}`}
      variant="light"
      w="fit-content"
    >
      {t('bookViewing')}
    </Button>
  );
}

/** On a paid invoice: "Collect in person", or the collection already booked. */
export function CollectInPerson({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation('viewings');
  const answer = useInvoiceAppointment(invoiceId).data;
  if (answer?.record)
    return (
      <Text data-testid="collection-booked">
        {t('booked', { location: answer.record.location, when: slotWhen(answer.record.starts_at) })}
      </Text>
    );
  if (!answer?.collectable) return null;
  return (
    <Button
      component={Link}
      to={`/book_viewing/invoice/${invoiceId}`}
      variant="light"
      w="fit-content"
    >
      {t('collectInPerson')}
    </Button>
  );
}
