import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { tk } from './tk';

export const CONSOLE_LANGS = ['en', 'tk'] as const;
export type TConsoleLang = (typeof CONSOLE_LANGS)[number];

const storageKey = (login: string) => `casino-console-lang:${login}`;

/**
 * The console's i18next instance (the layout, players, adjustments, the shared dialog and states; other screens
 * still read strings.ts). English until a staff member picks Turkish; the choice is kept per staff login in this browser.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en, tk },
  lng: 'tk',
  fallbackLng: 'en',
  ns: ['common', 'layout', 'players', 'adjustments', 'reports'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const languageOf = (login: string): TConsoleLang => {
  try {
    const stored = localStorage.getItem(storageKey(login));
    return (CONSOLE_LANGS as readonly string[]).includes(stored ?? '') ? (stored as TConsoleLang) : 'tk';
  } catch {
    return 'tk';
  }
};

export const setLanguage = (login: string | null, lang: TConsoleLang): void => {
  if (login) {
    try {
      localStorage.setItem(storageKey(login), lang);
    } catch {
      /* storage unavailable: this tab only */
    }
  }
  void i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'tk' ? 'tr' : 'en';
};

/** The language the API answers in (its messages exist in tk, en and zh-CN). */
export const apiLanguage = (): string => (i18n.language === 'tk' ? 'tk' : 'en');
