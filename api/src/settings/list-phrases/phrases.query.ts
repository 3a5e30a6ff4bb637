import type { PhraseRecord } from '@facet/event-schemas';
import type { SettingsState } from '../domain/index.js';

/** The admin's translation overrides, every language's or one's. */
export const phraseRecords = (state: SettingsState, language?: string): PhraseRecord[] =>
  [...state.phrases]
    .map(([k, text]) => {
      const [lng = '', key = ''] = k.split('|');
      return { language: lng, key, text };
    })
    .filter((p) => !language || p.language === language);
