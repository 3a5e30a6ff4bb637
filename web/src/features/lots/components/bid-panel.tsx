import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Sentence } from '@/components/sentence';
import { formatLotMoney, formatMoney } from '@/lib/format';
import { useServerNow } from '@/lib/server-clock';
import { useSession } from '@/lib/session';
import { useBidMode } from '../api/bid-mode';
import { useTenderKey } from '../api/encrypted-tender';
import { canBuyNow, lotPhase, needsDeposit, takesBids } from '../model/lot-timing';
import type { Lot } from '../model/cached-lot';
import { BidForm } from './bid-form';
import { BidderLabelBadge } from './bidder-label-badge';
import { BuyNow } from './buy-now';
import { MakeOfferForm } from './make-offer-form';
import { DepositDialog } from './deposit-dialog';
import { EncryptedTenderForm } from './encrypted-tender-form';
import { LotCountdown } from './lot-countdown';
import { LotPrice } from './lot-price';
import { MyOfferNote } from './my-offer-note';
import { TimedBidForm } from './timed-bid-form';

export function BidPanel({ lot }: { lot: Lot }) {
  const { t } = useTranslation(['lots', 'common', 'invoices']);
  const { token } = useSession();
  const now = useServerNow();
  const [depositOpen, setDepositOpen] = useState(false);
  // Kept here: taking the last free units ends buy now for the lot, and the note must stay.
  const [addedToCart, setAddedToCart] = useState(false);
  const { mode, refresh: reviewMode } = useBidMode(lot);
  const phase = lotPhase(lot, now);
  const buyNow = Boolean(lot.buynow) && lot.market_status === 'open';
  // Issue 30: a sealed lot of an encrypted tender event takes only amounts sealed in the browser.
  const tenderKey = useTenderKey(lot.auctionid, Boolean(token) && mode === 'sealed').data;
  return (
    <Paper withBorder p="md" radius="md" data-testid="bid-panel">
      <Stack gap="sm">
        <LotCountdown lot={lot} />
        <LotPrice lot={lot} withTotal />
        <BidderLabelBadge lot={lot} />
        {lot.auctiontype === 'reverse' && lot.market_status === 'open' && lot.rank != null && (
          // The server tells each bidder their own rank only: 1 is the lowest (best) bid.
          <Text size="sm" fw={600} data-testid="reverse-rank">
            {t('reverse.rank', { rank: lot.rank })}
          </Text>
        )}
        {lot.common_invoice && (
          // The api gives common_invoice to the lot's winner only: where the lot shows Won.
          <Anchor component={Link} to={`/invoice/${lot.common_invoice}`} data-testid="won-invoice">
            {t('invoices:viewInvoice')}
          </Anchor>
        )}
        <MyOfferNote lot={lot} />
        {token && tenderKey && phase !== 'upcoming' ? (
          <EncryptedTenderForm lot={lot} tenderKey={tenderKey} live={phase === 'live'} />
        ) : !token ? (
          // A closed lot asks nobody to log in to bid: its countdown says it is closed.
          takesBids(lot, now) && (
            <Stack gap="xs">
              <Button component={Link} to="/login" data-testid="login-to-bid">
                {t('card.loginToBid')}
              </Button>
              {buyNow && (
                <Button component={Link} to="/login" variant="outline">
                  {t('card.loginToBuy')}
                </Button>
              )}
            </Stack>
          )
        ) : phase === 'upcoming' ? (
          mode === 'sealed' ? null : (
            <>
              <BidForm lot={lot} mode={mode} preBid onReview={reviewMode} />
              <TimedBidForm lot={lot} futureProxy />
            </>
          )
        ) : phase === 'live' ? (
          needsDeposit(lot) ? (
            <>
              <Text size="sm" data-testid="deposit-required">
                <Sentence
                  t={t}
                  i18nKey="deposit.body"
                  values={{ amount: formatMoney(lot.deposit_amount) }}
                />
              </Text>
              <Button onClick={() => setDepositOpen(true)}>{t('deposit.pay')}</Button>
              <DepositDialog lot={lot} opened={depositOpen} onClose={() => setDepositOpen(false)} />
            </>
          ) : (
            <>
              <BidForm lot={lot} mode={mode} onReview={reviewMode} />
              {mode !== 'sealed' && <TimedBidForm lot={lot} />}
            </>
          )
        ) : null}
        {addedToCart ? (
          <Text c="green" size="sm" data-testid="go-to-cart">
            {t('buyNow.goToCart')}
          </Text>
        ) : (
          token && canBuyNow(lot, now) && <BuyNow lot={lot} onAdded={() => setAddedToCart(true)} />
        )}
        {/* A buy-now item whose seller takes offers: the buyer may propose a price instead. */}
        {token && !addedToCart && lot.accept_offers === 1 && canBuyNow(lot, now) && (
          <MakeOfferForm lot={lot} />
        )}
        {token && lot.prebid_data?.proposed_amount ? (
          <Text size="xs" c="dimmed">
            <Sentence
              t={t}
              i18nKey="bidPanel.yourMax"
              values={{ amount: formatLotMoney(lot.prebid_data.proposed_amount, lot.pricing) }}
            />
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
