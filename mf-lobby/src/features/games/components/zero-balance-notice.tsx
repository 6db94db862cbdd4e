import { Link, useFormat } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import type { TTopUp } from '../hooks/use-real-wallet';
import './zero-balance-notice.css';

/** Account route of the Recharge page (spec section 2: kisiselBilgiler/recharge). */
export const RECHARGE_PATH = '/kisiselBilgiler/recharge';

/** Real mode with a 0 balance: the sandbox top-up while the API offers it, otherwise Recharge. */
export function ZeroBalanceNotice({ topUp, onTopUp }: { topUp: TTopUp; onTopUp: () => void }) {
  const { t } = useTranslation('lobby');
  const { symbol } = useFormat();
  return (
    <div className="lobby-zero" role="status" data-testid="zero-balance">
      <span className="lobby-zero__icon" aria-hidden="true">
        {symbol}
      </span>
      <span className="lobby-zero__text">
        <strong>{t('play.zeroTitle')}</strong>
        <span>{t(topUp === 'unavailable' ? 'play.zeroRecharge' : 'play.zeroSandbox')}</span>
      </span>
      {topUp === 'unavailable' ? (
        <Link className="cs-button lobby-zero__action" to={RECHARGE_PATH} data-testid="zero-recharge">
          {t('play.recharge')}
        </Link>
      ) : (
        <button type="button" className="cs-button lobby-zero__action" disabled={topUp === 'busy'} onClick={onTopUp} data-testid="sandbox-top-up">
          {t(topUp === 'busy' ? 'play.topUpBusy' : 'play.topUp')}
        </button>
      )}
    </div>
  );
}
