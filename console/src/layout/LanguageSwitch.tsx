import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_LANGS, languageOf, setLanguage, type TConsoleLang } from '../i18n';

const NAMES: Record<TConsoleLang, string> = { en: 'English', tk: 'Türkçe' };

/** The staff member's language (kept per login); applied at sign-in. */
export const LanguageSwitch = ({ login }: { login: string }) => {
  const { t, i18n } = useTranslation('common');
  useEffect(() => setLanguage(login, languageOf(login)), [login]);
  return (
    <select className="lang-switch" aria-label={t('language')} value={i18n.language} onChange={(e) => setLanguage(login, e.target.value as TConsoleLang)}>
      {CONSOLE_LANGS.map((l) => (
        <option key={l} value={l}>
          {NAMES[l]}
        </option>
      ))}
    </select>
  );
};
