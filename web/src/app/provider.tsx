import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { applyDocumentLanguage, directionOf, i18n } from '@/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { useSiteConfig } from '@/lib/site-config';
import { applyPhrases } from '@/i18n/admin-phrases';
import { theme } from '@/theme';

function DirectionSync() {
  const { setDirection } = useDirection();
  useEffect(() => {
    const apply = (lang: string) => {
      applyDocumentLanguage(lang);
      setDirection(directionOf(lang));
    };
    apply(i18n.language);
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, [setDirection]);
  return null;
}

/** An admin's phrase overrides from `getDefault`, laid over the bundled texts once they arrive. */
function PhraseSync() {
  const phrases = useSiteConfig().data?.phrases;
  useEffect(() => {
    if (phrases) applyPhrases(i18n, phrases);
  }, [phrases]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(i18n.language)} detectDirection={false}>
        <DirectionSync />
        <MantineProvider theme={theme}>
          {/* Spec 8: at most 3 alerts at once, bottom right. */}
          <Notifications position="bottom-right" limit={3} />
          <QueryClientProvider client={queryClient}>
            <PhraseSync />
            {children}
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
