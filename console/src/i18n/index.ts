import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bonusesEn, bonusesTk } from './bonuses';
import { en } from './en';
import { tk } from './tk';

export const CONSOLE_LANGS = ['en', 'tk'] as const;
export type TConsoleLang = (typeof CONSOLE_LANGS)[number];

const storageKey = (login: string) => `casino-console-lang:${login}`;
/** The language last used in this browser: the sign-in page opens in it. */
const LAST_KEY = 'casino-console-lang:last';

const stored = (key: string): TConsoleLang | null => {
  try {
    const value = localStorage.getItem(key);
    return (CONSOLE_LANGS as readonly string[]).includes(value ?? '') ? (value as TConsoleLang) : null;
  } catch {
    return null;
  }
};

/**
 * The console's one i18next instance: the language of every screen (players, adjustments, reports and the layout
 * read its namespaces; the older screens read typed tables, i18n/tables.ts, switched by it). Turkish by default;
 * a staff member's choice is kept on the account and per login in this browser.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { ...en, bonuses: bonusesEn }, tk: { ...tk, bonuses: bonusesTk } },
  // Turkish (the tr market's staff) unless this browser was last used in another language.
  lng: stored(LAST_KEY) ?? 'tk',
  fallbackLng: 'en',
  ns: ['common', 'layout', 'players', 'adjustments', 'reports', 'bonuses'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** A staff member's language in this browser (when the account keeps none): theirs, else the browser's last, else Turkish. */
export const languageOf = (login: string): TConsoleLang => stored(storageKey(login)) ?? stored(LAST_KEY) ?? 'tk';

export const setLanguage = (login: string | null, lang: TConsoleLang): void => {
  try {
    if (login) localStorage.setItem(storageKey(login), lang);
    localStorage.setItem(LAST_KEY, lang);
  } catch {
    /* storage unavailable: this tab only */
  }
  void i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'tk' ? 'tr' : 'en';
};

/** The language the API answers in (its messages exist in tk, en and zh-CN). */
export const apiLanguage = (): string => (i18n.language === 'tk' ? 'tk' : 'en');
