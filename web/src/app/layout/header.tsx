import {
  Anchor,
  Avatar,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  Menu,
  NavLink,
  Stack,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CartCountBadge } from '@/features/cart/components/cart-count-badge';
import { KeyHolderNavLink } from '@/features/tenders/components/key-holder-nav-link';
import { initials, useSession } from '@/lib/session';
import { DESKTOP_QUERY } from '@/theme';
import { LanguageSelect } from './language-select';
import { useLogout } from './use-logout';
import classes from './header.module.css';

const accountLinks = [
  { to: '/account/profile', key: 'nav.myAccount' },
  { to: '/auctions/all', key: 'nav.myBids' },
  { to: '/timed-bids', key: 'nav.myTimedBids' },
  { to: '/offers/open', key: 'nav.myOffers' },
  { to: '/make-offers', key: 'nav.myMakeOffers' },
  { to: '/watchlist/watchlist', key: 'nav.myWatchlist' },
  { to: '/purchases/all', key: 'nav.myPurchases' },
  { to: '/invoices/all', key: 'nav.myInvoices' },
  { to: '/returns/all', key: 'nav.myReturns' },
  { to: '/transactions', key: 'nav.myTransactions' },
  { to: '/wallet', key: 'nav.myWallet' },
  { to: '/deposits/all', key: 'nav.myDeposits' },
] as const;

function SearchBox({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation(['common', 'lots']);
  const navigate = useNavigate();
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        const q = new FormData(e.currentTarget).get('q')?.toString().trim() ?? '';
        navigate(q ? `/search?title=${encodeURIComponent(q)}` : '/search');
        onDone?.();
      }}
    >
      <TextInput
        name="q"
        size="sm"
        placeholder={t('nav.searchPlaceholder')}
        aria-label={t('nav.search')}
      />
    </form>
  );
}

export function Header() {
  const { t } = useTranslation(['common', 'lots', 'cart', 'backoffice', 'audit']);
  const { token, user } = useSession();
  // The back office is offered to the roles that may open it (the server checks them anyway).
  const backOffice = user?.role === 'seller' || user?.role === 'admin';
  // An auditor has no cart, bids or wallet: the server refuses those routes (issue 18). After a
  // reload the user (and role) arrives a moment after the token: no cart call before it does.
  const auditor = user?.role === 'auditor';
  const audit = auditor || user?.role === 'admin';
  const ownLinks = auditor ? [] : accountLinks;
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  const [opened, { toggle, close }] = useDisclosure(false);
  const logout = useLogout();
  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Anchor component={Link} to="/" className={classes.logo} underline="never">
          ◆ Facet
        </Anchor>
        {desktop ? (
          <Group gap="lg" data-testid="desktop-nav">
            <Anchor component={Link} to="/auction" c="dark">
              {t('nav.auctions')}
            </Anchor>
            <Anchor component={Link} to="/offer" c="dark">
              {t('nav.offers')}
            </Anchor>
            {audit && (
              <Anchor component={Link} to="/audit/events" c="dark" data-testid="audit-link">
                {t('audit:title')}
              </Anchor>
            )}
            <SearchBox />
            <LanguageSelect />
            {token && user && !auditor && <CartCountBadge />}
            {token ? (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  {/* The name starts with the initials the button shows (WCAG 2.5.3, label in name). */}
                  <UnstyledButton
                    aria-label={`${initials(user)} ${t('nav.myAccount')}`.trim()}
                    data-testid="user-badge"
                  >
                    <Avatar color="blue" radius="xl">
                      {initials(user) || '…'}
                    </Avatar>
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  {ownLinks.map((l) => (
                    <Menu.Item key={l.to} component={Link} to={l.to}>
                      {t(l.key)}
                    </Menu.Item>
                  ))}
                  <KeyHolderNavLink />
                  {backOffice && (
                    <Menu.Item component={Link} to="/seller/dashboard" data-testid="seller-area">
                      {t('backoffice:nav.sellerArea')}
                    </Menu.Item>
                  )}
                  {user?.role === 'admin' && (
                    <Menu.Item component={Link} to="/admin" data-testid="admin-area">
                      {t('backoffice:nav.adminArea')}
                    </Menu.Item>
                  )}
                  <Menu.Divider />
                  <Menu.Item onClick={logout}>{t('nav.logout')}</Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ) : (
              <Button component={Link} to="/login" variant="light">
                {t('nav.login')}
              </Button>
            )}
          </Group>
        ) : (
          <Burger opened={opened} onClick={toggle} aria-label={t('nav.menu')} />
        )}
      </Container>
      <Drawer
        opened={opened && !desktop}
        onClose={close}
        title={t('nav.menu')}
        position="right"
        size="xs"
      >
        <Stack gap={0} onClick={(e) => (e.target as HTMLElement).closest('a') && close()}>
          <SearchBox onDone={close} />
          <NavLink component={Link} to="/auction" label={t('nav.auctions')} />
          {audit && <NavLink component={Link} to="/audit/events" label={t('audit:title')} />}
          {token ? (
            [
              ...ownLinks.map((l) => (
                <NavLink key={l.to} component={Link} to={l.to} label={t(l.key)} />
              )),
              !auditor && <NavLink key="/cart" component={Link} to="/cart" label={t('cart:nav')} />,
              <KeyHolderNavLink key="/tenders" drawer />,
              backOffice && (
                <NavLink
                  key="/seller"
                  component={Link}
                  to="/seller/dashboard"
                  label={t('backoffice:nav.sellerArea')}
                />
              ),
              user?.role === 'admin' && (
                <NavLink
                  key="/admin"
                  component={Link}
                  to="/admin"
                  label={t('backoffice:nav.adminArea')}
                />
              ),
            ]
          ) : (
            <NavLink component={Link} to="/login" label={t('nav.login')} />
          )}
          <NavLink component={Link} to="/about" label={t('nav.about')} />
          {token && (
            <NavLink
              component="button"
              onClick={() => (close(), logout())}
              label={t('nav.logout')}
            />
          )}
          <LanguageSelect />
        </Stack>
      </Drawer>
    </header>
  );
}
