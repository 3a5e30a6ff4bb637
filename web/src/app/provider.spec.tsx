import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { useSiteConfig } from '@/lib/site-config';
import { AppProvider } from './provider';

const bundle = {
  languages: [
    { code: 'en', name: 'English', dir: 'ltr', active: 1 },
    { code: 'ar', name: 'العربية', dir: 'rtl', active: 1 },
  ],
  phrases: { en: { 'home:featured': 'Stones of the week' } },
  tableValues: {},
  variables: {},
};

function FeaturedTitle() {
  const { t } = useTranslation('home');
  return <h2>{t('featured')}</h2>;
}

/** A screen that first shows once the configuration is in (a lazy route, a gated section). */
function ShownWithConfig() {
  return useSiteConfig().data ? <FeaturedTitle /> : null;
}

describe("The admin's phrases on a visitor's first page (issue 17 part E)", () => {
  let shipped: Record<string, unknown> = {};
  beforeEach(() => {
    shipped = structuredClone(i18n.getResourceBundle('en', 'home') as Record<string, unknown>);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          status: 'success',
          data: { message: 'Configuration', responseType: 200, responseData: bundle },
        }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    i18n.removeResourceBundle('en', 'home');
    i18n.addResourceBundle('en', 'home', shipped);
  });

  it('shows the override on a screen that mounts in the same render the configuration arrives', async () => {
    await i18n.changeLanguage('en');
    render(
      <AppProvider>
        <ShownWithConfig />
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Stones of the week' })).toBeTruthy();
  });
});
