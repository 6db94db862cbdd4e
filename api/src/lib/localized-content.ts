import type { TLang } from '../i18n/define';

/** Staff texts of an item in other languages than its base one, field by field: `{ en: { title, summary } }`. */
export type TTranslations<F extends string = string> = Partial<Record<TLang, Partial<Record<F, string>>>>;

/** The BCP 47 tag of a content language: the internal `tk` is Turkish (`tr`). */
export const contentTag = (lang: string): string => (lang === 'tk' ? 'tr' : lang);

export interface TLocalized<T> {
  value: T;
  /** The tag of the language shown (for the element's `lang`). */
  contentLang: string;
  /** The wanted language had no complete text: the base language is shown (and marked by the front end). */
  contentFallback: boolean;
}

/**
 * An item's texts in the wanted language: its base texts when that is the base language, the translation when
 * every field has one, else the base texts marked as a fallback. Never a mix of languages within one item.
 */
export function localize<T extends Record<F, string>, F extends string>(base: T, fields: readonly F[], baseLang: string, translations: TTranslations<F> | null | undefined, wanted: TLang): TLocalized<T> {
  if (wanted === baseLang) return { value: base, contentLang: contentTag(baseLang), contentFallback: false };
  const text = translations?.[wanted];
  if (text && fields.every((f) => typeof text[f] === 'string' && text[f].trim() !== '')) {
    const value = { ...base };
    for (const f of fields) (value as Record<F, string>)[f] = text[f] as string;
    return { value, contentLang: contentTag(wanted), contentFallback: false };
  }
  return { value: base, contentLang: contentTag(baseLang), contentFallback: true };
}
