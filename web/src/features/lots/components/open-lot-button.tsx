import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServerNow } from '@/lib/server-clock';
import { useSession } from '@/lib/session';
import { takesBids } from '../model/lot-timing';
import type { Lot } from '../model/cached-lot';

/** A lot card's or row's button: 'View lot', or 'Login to bid' for a visitor while it takes bids. */
export function OpenLotButton({
  lot,
  onOpen,
  ...layout
}: { lot: Lot; onOpen: (id: string) => void } & Pick<ButtonProps, 'mt' | 'fullWidth'>) {
  const { t } = useTranslation(['lots', 'common']);
  const { token } = useSession();
  const now = useServerNow();
  return token || !takesBids(lot, now) ? (
    <Button {...layout} variant="light" onClick={() => onOpen(lot.id)}>
      {t('card.viewLot')}
    </Button>
  ) : (
    <Button {...layout} variant="outline" component={Link} to="/login">
      {t('card.loginToBid')}
    </Button>
  );
}
