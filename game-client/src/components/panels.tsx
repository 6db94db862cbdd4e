import type { TRoundView } from '@provider/contract';
import { useGame } from '../context';
import { FairPanel } from './fair';
import { History } from './history';
import { Rules } from './rules';

export type TPanel = 'history' | 'fair' | 'rules';

/** A sheet over the game (bottom sheet on phones): history, provable fairness, rules and paytable. */
export function Panels({ panel, historyKey, verifying, onClose, onPanel }: { panel: TPanel; historyKey: number; verifying: TRoundView | null; onClose: () => void; onPanel: (p: TPanel) => void }) {
  const { t } = useGame();
  const tabs: TPanel[] = ['history', 'fair', 'rules'];
  return (
    <div class="gc-sheet" role="dialog" aria-modal="true" aria-label={t(panel)} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div class="gc-sheet__box">
        <div class="gc-sheet__tabs" role="tablist">
          {tabs.map((p) => (
            <button key={p} type="button" role="tab" aria-selected={p === panel} class={p === panel ? 'is-on' : ''} onClick={() => onPanel(p)}>
              {t(p)}
            </button>
          ))}
          <button type="button" class="gc-icon gc-sheet__close" aria-label={t('close')} onClick={onClose} autoFocus>
            ×
          </button>
        </div>
        <div class="gc-sheet__body">
          {panel === 'history' && <History key={historyKey} />}
          {panel === 'fair' && <FairPanel round={verifying} />}
          {panel === 'rules' && <Rules />}
        </div>
      </div>
    </div>
  );
}
