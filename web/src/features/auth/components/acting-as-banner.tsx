import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { actingAs } from '@/lib/acting-as';
import { useSession } from '@/lib/session';
import { useBackToOwnAccount } from '../api/acting-as';

/** Over every page while an admin acts as a user: whose account this is, and the way back. */
export function ActingAsBanner() {
  const { t } = useTranslation('auth');
  const { token } = useSession();
  const navigate = useNavigate();
  const back = useBackToOwnAccount();
  const record = actingAs.get();
  // Signed out (or signed in again) since the switch: the record no longer describes this page.
  if (!record || !token || token === record.adminToken) return null;
  return (
    <Alert color="yellow" radius={0} py={6} data-testid="acting-as-banner">
      <Group justify="center" gap="sm">
        <Text size="sm" fw={600}>
          {t('actingAs.banner', { name: record.name })}
        </Text>
        <Button
          size="compact-sm"
          variant="white"
          color="dark"
          loading={back.isPending}
          onClick={() =>
            back.mutate(record, { onSuccess: () => navigate(`/admin/user/${record.userId}`) })
          }
          data-testid="acting-as-back"
        >
          {t('actingAs.back')}
        </Button>
      </Group>
    </Alert>
  );
}
