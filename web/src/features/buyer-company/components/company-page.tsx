import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isolate } from '@/lib/format';
import { useAnswerInvitation, useBuyerCompany } from '../api/buyer-company';
import { CompanyRegisterForm } from './company-register-form';
import { CompanyRepresentatives } from './company-representatives';

/**
 * The buyer's "Company" page (issue 30): register the company they tender for, or see it with its
 * representatives; answer a company's invitation.
 */
export function CompanyPage() {
  const { t } = useTranslation('buyercompany');
  const page = useBuyerCompany();
  const answer = useAnswerInvitation();
  if (!page.data) return <Loader />;
  const { company, invitations, max_representatives: max } = page.data;
  return (
    <Stack gap="lg" data-testid="company-page">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('hint', { max })}
        </Text>
      </Stack>
      {invitations.map((inv) => (
        <Card withBorder key={inv.company_id} data-testid="company-invitation">
          <Group justify="space-between">
            <Text>{t('invitation', { name: isolate(inv.name) })}</Text>
            <Group gap="sm">
              <Button
                loading={answer.isPending}
                data-testid="company-accept"
                onClick={() => answer.mutate({ companyId: inv.company_id, accept: true })}
              >
                {t('accept')}
              </Button>
              <Button
                variant="default"
                loading={answer.isPending}
                data-testid="company-decline"
                onClick={() => answer.mutate({ companyId: inv.company_id, accept: false })}
              >
                {t('decline')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      {company ? <CompanyRepresentatives company={company} max={max} /> : <CompanyRegisterForm />}
    </Stack>
  );
}
