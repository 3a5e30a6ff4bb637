import type { FooterLinkRecord } from '@facet/event-schemas';
import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { useFooterLinks } from '@/lib/footer-links';
import classes from './footer.module.css';

type FooterKey = 'termsOfUse' | 'cookies' | 'privacyPolicy' | 'faq' | 'modernSlavery';

/** Spec 2's Site Services, as getFooterLinks serves them until an admin edits the list. */
const SITE_SERVICES: ReadonlyMap<string, FooterKey> = new Map<string, FooterKey>([
  ['terms_of_use', 'termsOfUse'],
  ['cookies', 'cookies'],
  ['privacy_policy', 'privacyPolicy'],
  ['support', 'faq'],
  ['modern_slavery', 'modernSlavery'],
]);

/** The group's own pages, under the words of the visitor's language. */
const GROUP_PAGES = [
  ['/about', 'footer.groupSite'],
  ['/services', 'footer.producerSite'],
  ['/how_to_bid', 'pages.how_to_bid'],
  ['/contact', 'pages.contact'],
] as const;

export function Footer() {
  const { t, i18n } = useTranslation(['common', 'lots']);
  // The built-in links (ids named after their pages) speak the visitor's language; the admin's
  // own rows read as the admin wrote them.
  const links = useFooterLinks().data?.records ?? [];
  const label = (l: FooterLinkRecord) => {
    const own = SITE_SERVICES.get(l.id);
    if (own) return t(`footer.${own}`);
    return i18n.exists(`common:pages.${l.id}`) ? t(`pages.${l.id}` as 'pages.about') : l.title;
  };
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap={6}>
            <Title order={5}>{t('footer.siteServices')}</Title>
            {links.map((l) =>
              l.url.startsWith('/') ? (
                <Anchor key={l.id} component={Link} to={l.url} size="sm">
                  {label(l)}
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
            {GROUP_PAGES.map(([to, key]) => (
              <Anchor key={to} component={Link} to={to} size="sm">
                {t(key)}
              </Anchor>
            ))}
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
