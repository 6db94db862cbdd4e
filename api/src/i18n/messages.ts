import { formatAmount } from '@casino/shared/format';
import type { TMessageParams } from '../lib/errors';
import { catalogues } from './catalogue';
import { defaultLang, languages, type TLang } from './define';

export { defaultLang, languages, type TLang } from './define';

const merge = (): Record<TLang, Record<string, string>> => {
  const merged: Record<TLang, Record<string, string>> = { tk: {}, en: {}, 'zh-CN': {} };
  for (const catalogue of catalogues) {
    for (const lang of languages) {
      for (const [key, text] of Object.entries(catalogue[lang])) {
        if (Object.hasOwn(merged[lang], key)) throw new Error(`message ${key} (${lang}) is defined twice`);
        merged[lang][key] = text;
      }
    }
  }
  return merged;
};

const messages = merge();

export const isMessageKey = (value: string): boolean => Object.hasOwn(messages.tk, value);

/** Every key of the merged catalogue (tests check each error code has one in every language). */
export const messageKeys = (lang: TLang): string[] => Object.keys(messages[lang]);

/** The message in `lang` (Turkish when a language lacks it; the key itself when nobody has it). */
export const translate = (lang: TLang, key: string, params: TMessageParams = {}): string =>
  (messages[lang][key] ?? messages[defaultLang][key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? paramText(lang, params[name]!) : whole,
  );

const paramText = (lang: TLang, value: TMessageParams[string]): string =>
  typeof value === 'object' ? formatAmount(value.moneyMinor, lang, value.currency) : String(value);

/**
 * Picks the language from Accept-Language. The product's own clients send exactly `tk`, `en` or
 * `zh-CN`; browsers may send a weighted list, so the first supported tag wins. Turkish (`tr`) maps
 * to `tk`, whose wording is Turkish.
 */
export const resolveLang = (header: string | string[] | undefined): TLang => {
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of raw.split(',')) {
    const tag = (part.split(';')[0] ?? '').trim().toLowerCase();
    if (tag === 'tk' || tag === 'tr' || tag.startsWith('tr-')) return 'tk';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
  }
  return defaultLang;
};
