import { useTranslation } from 'react-i18next';
import type { LobbyLabel } from '@casino/shared';

export const FAVORITES_LABEL = 'favoriler';

/** Does a label answer to globalStore.activeLabel (its code or name, any case)? */
export function labelMatches(label: Pick<LobbyLabel, 'code' | 'labelName' | 'labelId'>, active: string): boolean {
  const key = active.trim().toLocaleLowerCase('tr');
  return key !== '' && (label.code.toLocaleLowerCase('tr') === key || label.labelName.toLocaleLowerCase('tr') === key || String(label.labelId) === key);
}

export function LabelTabs({ labels, active, onSelect, withFavorites }: { labels: readonly LobbyLabel[]; active: string; onSelect: (code: string) => void; withFavorites: boolean }) {
  const { t } = useTranslation('lobby');
  const tabs = [...labels.map((l) => ({ code: l.code, text: t(`label.${l.code}`, { defaultValue: l.labelName }) })), ...(withFavorites ? [{ code: FAVORITES_LABEL, text: t('label.favoriler') }] : [])];
  return (
    <div className="lobby-tabs" role="tablist" aria-label={t('home.labels')}>
      {tabs.map((tab) => (
        <button key={tab.code} type="button" role="tab" aria-selected={tab.code === active} className={`lobby-tab${tab.code === active ? ' is-active' : ''}`} onClick={() => onSelect(tab.code)}>
          {tab.text}
        </button>
      ))}
    </div>
  );
}
