import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUpdateAppointment } from '../api/appointments';
import { useFreeSlots } from '../api/free-slots';
import { slotWhen } from '../model/slot-when';
import { SlotRow } from './slot-row';

/**
 * The booking screen: the free slots of an auction's viewing days (or, for an invoice, any room
 * to collect it). A buyer whose identity check has not passed is sent to it first.
 */
export function BookViewingView({
  auctionId,
  invoiceId,
}: {
  auctionId?: string;
  invoiceId?: string;
}) {
  const { t } = useTranslation('viewings');
  const slots = useFreeSlots(auctionId ?? null);
  const book = useUpdateAppointment();
  const [pending, setPending] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ location: string; when: string } | null>(null);
  const kyc = slots.data?.kyc_passed ?? false;
  const onBook = (slotId: string) => {
    setPending(slotId);
    const target = auctionId ? { auction_id: auctionId } : { invoice_id: invoiceId ?? '' };
    book.mutate(
      { action: 'book', slot_id: slotId, ...target },
      {
        onSuccess: (r) =>
          r.record &&
          setBooked({ location: r.record.location, when: slotWhen(r.record.starts_at) }),
        onSettled: () => setPending(null),
      },
    );
  };
  return (
    <Stack data-testid="book-viewing">
      <Title order={1}>{t(auctionId ? 'title' : 'collectTitle')}</Title>
      <Text c="dimmed">{t(auctionId ? 'intro' : 'collectIntro')}</Text>
      {slots.isSuccess && !kyc && (
        <Alert color="yellow" data-testid="kyc-needed">
          <Text>{t('kycNeeded')}</Text>
          <Anchor component={Link} to="/account/identity">
            {t('kycLink')}
          </Anchor>
        </Alert>
      )}
      {booked && (
        <Alert color="green" data-testid="viewing-booked">
          {t('booked', booked)}
        </Alert>
      )}
      {slots.isLoading ? (
        <Skeleton h={120} />
      ) : !slots.data?.records.length ? (
        <Text c="dimmed">{t('noSlots')}</Text>
      ) : (
        slots.data.records.map((s) => (
          <SlotRow
            key={s.id}
            slot={s}
            canBook={kyc && !booked}
            booking={pending === s.id}
            onBook={() => onBook(s.id)}
          />
        ))
      )}
    </Stack>
  );
}
