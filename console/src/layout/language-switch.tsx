import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../api/client';
import { CONSOLE_LANGS, languageOf, setLanguage, type TConsoleLang } from '../i18n';

const NAMES: Record<TConsoleLang, string> = { en: 'English', tk: 'Türkçe' };

/**
 * The staff member's console language: kept on the account (`/admin/staff/set-lang`, so every browser they sign
 * in from starts in it) and in this browser; applied at sign-in.
 */
export const LanguageSwitch = ({ login, kept }: { login: string; kept: TConsoleLang | null | undefined }) => {
  const { t, i18n } = useTranslation('common');
  useEffect(() => setLanguage(login, kept ?? languageOf(login)), [login, kept]);
  const choose = (lang: TConsoleLang) => {
    setLanguage(login, lang);
    // Kept on the account too; if that fails, this browser still remembers it.
    apiCall('/admin/staff/set-lang', { lang }).catch(() => undefined);
  };
  return (
    <select className="lang-switch" aria-label={t('language')} value={i18n.language} onChange={(e) => choose(e.target.value as TConsoleLang)}>
      {CONSOLE_LANGS.map((l) => (
        <option key={l} value={l}>
          {NAMES[l]}
        </option>
      ))}
    </select>
  );
};
