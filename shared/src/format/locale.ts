import { DEFAULT_LANG, SESSION_TIME_ZONE, type Lang } from '../constants';

/** The one time zone every date and time on the site is shown in (the market's, the session's). */
export const DISPLAY_TIME_ZONE = SESSION_TIME_ZONE;

/** The locale each UI language formats with: one English locale (24-hour clock, day before month). */
export const LOCALE_OF: Readonly<Record<Lang, string>> = { tk: 'tr-TR', en: 'en-GB', 'zh-CN': 'zh-CN' };

/** The locale of a UI language (tk when unknown). */
export const localeOf = (lang: Lang | string): string => LOCALE_OF[lang as Lang] ?? LOCALE_OF[DEFAULT_LANG];

/**
 * The BCP 47 tag of the content's language, for `<html lang>` and `lang` attributes: screen readers read
 * Turkish for `tr`. The internal code `tk` is not a language tag (it would be Turkmen).
 */
export const CONTENT_LANG_OF: Readonly<Record<Lang, string>> = { tk: 'tr', en: 'en', 'zh-CN': 'zh-CN' };

export const contentLangOf = (lang: Lang | string): string => CONTENT_LANG_OF[lang as Lang] ?? CONTENT_LANG_OF[DEFAULT_LANG];

/** A language's name in that language, from its tag: tr -> "Türkçe", en -> "English", zh-CN -> "中文（中国）". */
export function languageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return tag;
  }
}

// Intl formatters are costly to build: one per locale and options, kept for the page's life.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(locale, { ...options, timeZone: DISPLAY_TIME_ZONE })));
  return f;
}

export function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let f = relativeFormats.get(locale);
  if (!f) relativeFormats.set(locale, (f = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  return f;
}
