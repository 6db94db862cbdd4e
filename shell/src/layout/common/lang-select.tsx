import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_LANGUAGES, changeLanguage, isLang } from '@casino/shared';

/**
 * The language selector: tk and en only (zh-CN is hidden there). The desktop header shows it without
 * a label; the mobile drawer with its label ('Dil'), as a row of the menu.
 */
export function LangSelect({ labelled = false }: { labelled?: boolean }) {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const id = useId();
  return (
    <div className={labelled ? 'shell-lang shell-lang--labelled' : 'shell-lang'}>
      <label className={labelled ? 'shell-lang__label' : 'cs-visually-hidden'} htmlFor={id}>
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
