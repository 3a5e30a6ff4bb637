import type { ConfigurationAnswer } from '@facet/event-schemas';
import type { i18n as I18n } from 'i18next';
import { applyPhrases } from './admin-phrases';
import { applyLanguages, offeredLanguages } from './site-languages';

/**
 * The admin's languages and phrase overrides from `getDefault`, laid into i18next as the answer
 * arrives and before any screen renders with it. Applied later (in an effect), a screen that
 * first mounts with the configuration would read the shipped text and not hear the change.
 */
export function applySiteTexts(i18n: I18n, config: ConfigurationAnswer): void {
  applyLanguages(i18n, offeredLanguages(config.languages));
  applyPhrases(
    i18n,
    config.phrases,
    config.languages.map((l) => l.code),
  );
}
