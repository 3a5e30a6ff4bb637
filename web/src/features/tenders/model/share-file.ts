/** The share a holder's browser opened from their collected sealed share. */
export interface OpenedShare {
  auction_id: string;
  holder_id: string;
  share: string;
  share_sha256: string;
}

/** The file a holder keeps: the opened share as JSON (the demo seed writes the same shape). */
export const shareFileName = (auctionId: string) => `tender-${auctionId}.share.json`;

export const shareFileText = (answer: OpenedShare): string =>
  `${JSON.stringify(
    {
      auction_id: answer.auction_id,
      holder_id: answer.holder_id,
      share: answer.share,
      share_sha256: answer.share_sha256,
    },
    null,
    2,
  )}\n`;

/** The share in a file's or a pasted text: the JSON above, or the bare base64 share. */
export function shareFromText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed && typeof parsed === 'object' && 'share' in parsed) {
        const share = (parsed as { share: unknown }).share;
        return typeof share === 'string' ? share.trim() : '';
      }
    } catch {
      return '';
    }
    return '';
  }
  return trimmed.replace(/\s+/g, '');
}

/** Offers text as a file download, named. */
export function downloadText(name: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
