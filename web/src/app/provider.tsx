import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { applyDocumentLanguage, directionOf, i18n, LANGUAGES } from '@/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { useSiteConfig } from '@/lib/site-config';
import { cssVariablesResolver, localisedTheme } from '@/theme';

/**
 * The page's direction follows the language's row in `getDefault` (its languages and phrases
 * are laid into i18next as the answer arrives: `applySiteTexts`).
 */
function LanguageSync() {
  const { setDirection } = useDirection();
  const config = useSiteConfig().data;
  const known = useMemo(
    () =>
      config
        ? config.languages.map((l) => ({ code: l.code, label: l.name, dir: l.dir }))
        : LANGUAGES,
    [config],
  );
  useEffect(() => {
    const apply = (lang: string) => {
      const dir = directionOf(lang, known);
      applyDocumentLanguage(lang, dir);
      setDirection(dir);
    };
    apply(i18n.language);
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, [setDirection, known]);
  return null;
}

/** Mantine with the theme in the page's language (the close buttons' names). */
function ThemedApp({ children }: { children: ReactNode }) {
  const { t, i18n: current } = useTranslation('common');
  const closeLabel = t('actions.close');
  const theme = useMemo(() => localisedTheme(closeLabel), [closeLabel, current.language]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {/* Spec 8: at most 3 alerts at once, bottom right. */}
      <Notifications position="bottom-right" limit={3} />
      {children}
    </MantineProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DirectionProvider initialDirection={directionOf(i18n.language)} detectDirection={false}>
          <LanguageSync />
          <ThemedApp>{children}</ThemedApp>
        </DirectionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
