export const languages = ['tk', 'en', 'zh-CN'] as const;
export type TLang = (typeof languages)[number];
export const defaultLang: TLang = 'tk';

/** A module's messages: the same keys in every language (the type checks it). `{name}` placeholders are interpolated. */
export const defineMessages = <const K extends string>(catalogue: Record<TLang, Record<K, string>>) => catalogue;
