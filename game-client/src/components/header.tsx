import { useGame } from '../context';
import type { TPanel } from './panels';

/** Game name, money mode (play money unmistakable), balance, and the history / fairness / rules buttons. */
export function Header({ onPanel }: { onPanel: (panel: TPanel) => void }) {
  const { game, t, money, balanceMinor } = useGame();
  const demo = game.mode === 'demo';
  return (
    <header class="gc-top">
      <div class="gc-top__title">
        {game.game.live && <span class="gc-live">{t('live')}</span>}
        <h1>{game.game.name}</h1>
      </div>
      <span class={`gc-mode${demo ? ' gc-mode--demo' : ''}`} data-testid="game-mode">
        {demo ? t('demo') : t('real')}
      </span>
      <div class="gc-balance" data-testid="game-balance" role="group" aria-label={t('balance')}>
        <small>{t('balance')}</small>
        <strong>{money(balanceMinor)}</strong>
      </div>
      <nav class="gc-top__tools">
        <button type="button" class="gc-icon" aria-label={t('history')} title={t('history')} onClick={() => onPanel('history')}>
          <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 4a8 8 0 1 1-7.4 5H2l3.3-3.6L8.6 9H6.8A6 6 0 1 0 12 6V4Zm-1 4h2v4.6l3.2 1.9-1 1.7L11 13.7V8Z" /></svg>
        </button>
        <button type="button" class="gc-icon" aria-label={t('fair')} title={t('fair')} onClick={() => onPanel('fair')} data-testid="open-fair">
          <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Zm-1.3 14.2L7 12.6l1.4-1.4 2.3 2.2 5-5 1.4 1.4-6.4 6.4Z" /></svg>
        </button>
        <button type="button" class="gc-icon" aria-label={t('rules')} title={t('rules')} onClick={() => onPanel('rules')}>
          <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z" /></svg>
        </button>
      </nav>
    </header>
  );
}
