import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_LANGUAGES, changeLanguage, isLang } from '@casino/shared';

/** Header language selector: tk and en only (zh-CN is hidden there). */
export function LangSelect() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const id = useId();
  return (
    <div className="shell-lang">
      <label className="cs-visually-hidden" htmlFor={id}>
        {t('shell:language')}
      </label>
      <select id={id} data-testid="lang-select" value={i18n.language} onChange={(e) => isLang(e.target.value) && void changeLanguage(e.target.value)}>
        {HEADER_LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {t(`common:lang.${lang}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
