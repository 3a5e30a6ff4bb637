import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '@/features/content/components/contact-form';
import { usePageTitle } from '@/lib/page-title';

export function ContactRoute() {
  const { t } = useTranslation(['common']);
  usePageTitle(t('pages.contact'));
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="lg">
        {t('pages.contact')}
      </Title>
      <ContactForm />
    </Container>
  );
}
