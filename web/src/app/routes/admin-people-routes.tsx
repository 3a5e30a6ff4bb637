import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AdminLotsView } from '@/features/admin-people/components/admin-lots-view';
import { AdminUserView } from '@/features/admin-people/components/admin-user-view';
import { AdminUsersView } from '@/features/admin-people/components/admin-users-view';
import { InviteAcceptForm } from '@/features/admin-people/components/invite-accept-form';
import { MailOutboxView } from '@/features/admin-people/components/mail-outbox-view';
import { usePageTitle } from '@/lib/page-title';

/** /admin/lots/:action. */
export function AdminLotsRoute() {
  const { t } = useTranslation('adminpeople');
  const { action = 'all' } = useParams();
  usePageTitle(t('lots.title'));
  // Keyed by tab so each tab starts on its first page.
  return <AdminLotsView key={action} action={action} />;
}

/** /admin/users/:action. */
export function AdminUsersRoute() {
  const { t } = useTranslation('adminpeople');
  const { action = 'all' } = useParams();
  usePageTitle(t('users.title'));
  return <AdminUsersView key={action} action={action} />;
}

/** /admin/user/:id. */
export function AdminUserRoute() {
  const { t } = useTranslation('adminpeople');
  const { id = '' } = useParams();
  usePageTitle(t('user.title'));
  return <AdminUserView key={id} id={id} />;
}

/** /admin/mail. */
export function AdminMailRoute() {
  const { t } = useTranslation('adminpeople');
  usePageTitle(t('mail.title'));
  return <MailOutboxView />;
}

/** /invite?token=…: public; accepting signs the new account in. */
export function InviteRoute() {
  const { t } = useTranslation('adminpeople');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  usePageTitle(t('accept.title'));
  return (
    <InviteAcceptForm
      token={params.get('token') ?? ''}
      onAccepted={() => void navigate('/', { replace: true })}
    />
  );
}
