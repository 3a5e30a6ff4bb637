import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showAlert } from '@/lib/alerts';
import { downloadBidReceipts } from '../api/bid-receipts';

/** My Bids: the signed receipts of my accepted bids on this lot, as one file (issue 18). */
export function ReceiptsButton({ lotId, title }: { lotId: string; title: string }) {
  const { t } = useTranslation('audit');
  const download = useMutation({
    mutationFn: () => downloadBidReceipts(lotId),
    onSuccess: (name) => name === null && showAlert(t('receipts.none'), 'info'),
  });
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={t('receipts.downloadLabel', { title })}
      data-testid={`receipts-${lotId}`}
    >
      {t('receipts.download')}
    </Button>
  );
}
