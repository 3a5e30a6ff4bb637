import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rememberLanguage } from '@/i18n/i18n';
import { offeredLanguages } from '@/i18n/site-languages';
import { useSiteConfig } from '@/lib/site-config';

/** The active languages of `getDefault` (the shipped ones while it loads). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation(['common', 'lots']);
  const languages = offeredLanguages(useSiteConfig().data?.languages);
  return (
    <NativeSelect
      size="xs"
      aria-label={t('nav.language')}
      value={i18n.language}
      data={languages.map((l) => ({ value: l.code, label: l.label }))}
      onChange={(e) => {
        const lang = e.currentTarget.value;
        rememberLanguage(lang);
        void i18n.changeLanguage(lang);
      }}
      data-testid="language-select"
    />
  );
}
