import { i18n, initI18n, registerNamespace, changeLanguage } from './i18n';
import { loadCommonMessages } from './common-messages';
import { bus } from '../bus/bus';
import { LANGUAGES, type Lang } from '../constants';
import tk from './locales/tk.json';
import en from './locales/en.json';
import zh from './locales/zh-CN.json';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();
}

describe('i18n', () => {
  const requested: string[] = [];
  const loader = jest.fn(async (lang: Lang) => {
    requested.push(lang);
    return { hello: `hello-${lang}` };
  });

  beforeAll(async () => {
    localStorage.clear();
    await registerNamespace('common', loadCommonMessages);
    await initI18n();
    await registerNamespace('demo', loader);
  });

  it('defaults to tk with Turkish wording and sets <html lang>', () => {
    expect(i18n.language).toBe('tk');
    expect(document.documentElement.lang).toBe('tr');
    expect(i18n.t('base.Retry')).toBe('Tekrar dene');
  });

  it('loads a namespace only for the active language', () => {
    expect(requested).toEqual(['tk']);
    expect(i18n.t('demo:hello')).toBe('hello-tk');
  });

  it('switches language on demand, persists it, sets <html lang> and tells the bus', async () => {
    const seen: string[] = [];
    const sub = bus.on('lang:changed').subscribe((e) => seen.push(e.lang));
    await changeLanguage('en');
    sub.unsubscribe();
    expect(requested).toEqual(['tk', 'en']);
    expect(i18n.t('demo:hello')).toBe('hello-en');
    expect(i18n.t('base.Retry')).toBe('Try again');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(seen).toEqual(['en']);
  });

  it('has the same keys in every language of the common namespace', () => {
    expect(LANGUAGES).toEqual(['tk', 'en', 'zh-CN']);
    expect(keys(en)).toEqual(keys(tk));
    expect(keys(zh)).toEqual(keys(tk));
  });
});
