import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGUAGES, STORAGE_KEYS, type Lang } from '../constants';
import type { MessagesLoader } from '../contracts/remote';
import { storage } from '../config/storage';
import { bus } from '../bus/bus';
import { userStore } from '../stores/user-store';
import { recordInstance } from '../diagnostics';
import { contentLangOf } from '../format/locale';

const loaders = new Map<string, MessagesLoader>();

/** Loads each namespace per language on demand from the loader its owner registered. */
const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loader = loaders.get(namespace);
    if (!loader || !isLang(language)) {
      callback(null, {});
      return;
    }
    loader(language).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The one i18next instance of the page. */
export const i18n: I18n = i18next.createInstance();
recordInstance('i18n');

/** The language the player chose before (or tk): known before i18n is initialised. */
export function initialLang(): Lang {
  const saved = storage.get(STORAGE_KEYS.lang);
  return isLang(saved) ? saved : DEFAULT_LANG;
}

let ready: Promise<unknown> | null = null;

/** Initialises i18n once (app start). Resolves when the common namespace is loaded. */
export function initI18n(lang: Lang = initialLang()): Promise<unknown> {
  ready ??= i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      supportedLngs: [...LANGUAGES],
      // No fallback language: each language is complete (tested), so only the active one is fetched.
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    })
    .then(() => applyLang(lang));
  return ready;
}

function applyLang(lang: Lang): void {
  // <html lang> names the content's language (tr for the internal tk), so screen readers read Turkish as Turkish.
  if (typeof document !== 'undefined') document.documentElement.lang = contentLangOf(lang);
  storage.set(STORAGE_KEYS.lang, lang);
  userStore.lang = lang;
}

/** Registers a namespace's loader (each remote calls this for its own) and loads it for the active language. */
export async function registerNamespace(namespace: string, loader: MessagesLoader): Promise<void> {
  loaders.set(namespace, loader);
  // Registered while i18n starts (the shell reads route data in parallel): loaded once it is up.
  if (ready) await ready;
  if (i18n.isInitialized) await i18n.loadNamespaces(namespace);
}

/**
 * Replaces a namespace's loader and reloads it for the active language: the shell first registers a remote's
 * route titles (data from its routes.json), then its full messages once the remote's code is on the page.
 */
export async function replaceNamespace(namespace: string, loader: MessagesLoader): Promise<void> {
  loaders.set(namespace, loader);
  if (ready) await ready;
  if (i18n.isInitialized) await i18n.reloadResources([i18n.language], [namespace]);
}

/** Switches language everywhere without a reload: sets <html lang> (tr / en / zh-CN), persists the choice, tells the bus. */
export async function changeLanguage(lang: Lang): Promise<void> {
  await i18n.changeLanguage(lang);
  applyLang(lang);
  bus.emit('lang:changed', { lang });
}
