import { Menu, NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';
import { useMyHolderKey } from '../api/holder-key';
import { useMyTenderEvents } from '../api/my-tender-events';

/**
 * The user menu's link to /tenders, only for a user who holds a key share (an admin, an auditor,
 * a seller's officer): everyone else holds none and sees no link. Shown on every page, so it asks
 * the holder key first (once a session): a share is only ever sealed to a registered holder key
 * (tender.holders-without-key), so a user without one is asked nothing more.
 */
export function KeyHolderNavLink({ drawer = false }: { drawer?: boolean }) {
  const { t } = useTranslation('tenders');
  const { token, user } = useSession();
  const holderKey = useMyHolderKey(Boolean(token && user));
  const events = useMyTenderEvents(Boolean(token && user && holderKey.data?.public_key));
  if (!events.data?.length) return null;
  return drawer ? (
    <NavLink component={Link} to="/tenders" label={t('mine.nav')} />
  ) : (
    <Menu.Item component={Link} to="/tenders" data-testid="key-holder-events-link">
      {t('mine.nav')}
    </Menu.Item>
  );
}
