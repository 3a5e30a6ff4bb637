import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { footerLinksOf, useSiteConfig } from '@/lib/site-config';
import classes from './footer.module.css';

export function Footer() {
  const { t } = useTranslation(['common', 'lots']);
  // The admin's own links (the `footer_links` table) follow the site's services.
  const footerLinks = footerLinksOf(useSiteConfig().data);
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap={6}>
            <Title order={5}>{t('footer.siteServices')}</Title>
            <Anchor component={Link} to="/terms_of_use" size="sm">
              {t('footer.termsOfUse')}
            </Anchor>
            <Anchor component={Link} to="/privacy_policy" size="sm">
              {t('footer.cookies')}
            </Anchor>
            <Anchor component={Link} to="/privacy_policy" size="sm">
              {t('footer.privacyPolicy')}
            </Anchor>
            <Anchor component={Link} to="/support" size="sm">
              {t('footer.faq')}
            </Anchor>
            <Anchor component={Link} to="/guidelines" size="sm">
              {t('footer.modernSlavery')}
            </Anchor>
            {footerLinks.map((l) =>
              l.url.startsWith('/') ? (
                <Anchor key={l.id} component={Link} to={l.url} size="sm">
                  {l.title}
                </Anchor>
              ) : (
                <Anchor key={l.id} href={l.url} target="_blank" rel="noreferrer" size="sm">
                  {l.title}
                </Anchor>
              ),
            )}
          </Stack>
          <Stack gap={6}>
            <Title order={5}>{t('footer.groupWebsites')}</Title>
            <Anchor component={Link} to="/about" size="sm">
              {t('footer.groupSite')}
            </Anchor>
            <Anchor component={Link} to="/services" size="sm">
              {t('footer.producerSite')}
            </Anchor>
            <Anchor component={Link} to="/how_to_bid" size="sm">
              {t('pages.how_to_bid')}
            </Anchor>
            <Anchor component={Link} to="/contact" size="sm">
              {t('pages.contact')}
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Title order={5}>{t('footer.followUs')}</Title>
            <Anchor href="https://www.linkedin.com" target="_blank" rel="noreferrer" size="sm">
              LinkedIn
            </Anchor>
            <Anchor href="https://www.instagram.com" target="_blank" rel="noreferrer" size="sm">
              Instagram
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Title order={5}>{t('footer.newsletter')}</Title>
            <NewsletterForm />
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xl">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </footer>
  );
}
