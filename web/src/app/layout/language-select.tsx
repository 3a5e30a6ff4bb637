import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, rememberLanguage, type LanguageCode } from '@/i18n/i18n';

export function LanguageSelect() {
  const { t, i18n } = useTranslation(['common', 'lots']);
  return (
    <NativeSelect
      size="xs"
      aria-label={t('nav.language')}
      value={i18n.language}
      data={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
      onChange={(e) => {
        const lang = e.currentTarget.value as LanguageCode;
        rememberLanguage(lang);
        void i18n.changeLanguage(lang);
      }}
      data-testid="language-select"
    />
  );
}
