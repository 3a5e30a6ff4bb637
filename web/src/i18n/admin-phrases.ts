import type { i18n as I18n } from 'i18next';

type Nested = { [key: string]: string | Nested };

/**
 * `getDefault`'s phrases (language -> `namespace:key.path` -> text) as i18next bundles, one per
 * language and namespace. Only the site's languages and the web's namespaces are kept.
 */
export function phraseBundles(
  phrases: Record<string, Record<string, string>>,
  languages: readonly string[],
  namespaces: readonly string[],
): { lng: string; ns: string; bundle: Nested }[] {
  const out = new Map<string, { lng: string; ns: string; bundle: Nested }>();
  for (const [lng, byKey] of Object.entries(phrases)) {
    if (!languages.includes(lng)) continue;
    for (const [full, text] of Object.entries(byKey)) {
      const [ns = '', path = ''] = full.split(':', 2);
      const parts = path.split('.');
      if (
        !namespaces.includes(ns) ||
        parts.some((p) => p === '' || p === '__proto__' || p === 'constructor' || p === 'prototype')
      )
        continue;
      const entry = out.get(`${lng}|${ns}`) ?? { lng, ns, bundle: {} };
      out.set(`${lng}|${ns}`, entry);
      let node = entry.bundle;
      for (const p of parts.slice(0, -1)) {
        const next = Object.hasOwn(node, p) ? node[p] : undefined;
        node = typeof next === 'object' ? next : (node[p] = {});
      }
      node[parts[parts.length - 1] as string] = text;
    }
  }
  return [...out.values()];
}

/** Lays an admin's overrides over the bundled translations, without a rebuild (deep, overwrite). */
export function applyPhrases(
  i18n: I18n,
  phrases: Record<string, Record<string, string>>,
  // The bundle's languages (an admin's new one has no shipped texts), else the shipped ones.
  languages: readonly string[] = Object.keys(i18n.options.resources ?? {}),
): void {
  const namespaces = ([] as string[]).concat(i18n.options.ns ?? []);
  const bundles = phraseBundles(phrases, languages, namespaces);
  for (const b of bundles) i18n.addResourceBundle(b.lng, b.ns, b.bundle, true, true);
  // Screens already shown re-read their texts.
  if (bundles.length > 0) void i18n.changeLanguage(i18n.language);
}
