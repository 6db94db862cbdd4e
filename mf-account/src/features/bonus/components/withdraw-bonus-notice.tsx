import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusApi, bus, Link, useFormat, type TBalanceSplit, type TBonusView } from '@casino/shared';
import { BONUS_NS, ensureBonusMessages } from '../i18n';
import { BonusMoney } from './bonus-money';
import './bonus.css';

/** The withdrawal screen, while a bonus runs: withdrawing forfeits it (its money is never paid out), and what can be withdrawn now. */
export function WithdrawBonusNotice() {
  const { t } = useTranslation(BONUS_NS, { nsMode: 'fallback' });
  const fmt = useFormat();
  const [state, setState] = useState<{ bonus: TBonusView; split: TBalanceSplit } | null>(null);

  useEffect(() => {
    let live = true;
    const read = () =>
      Promise.all([bonusApi.active(), bonusApi.balance(), ensureBonusMessages()]).then(
        ([bonus, split]) => live && setState(bonus?.status === 'active' ? { bonus, split } : null),
        // No notice when it cannot be known: the server still never pays out bonus money.
        () => undefined,
      );
    void read();
    // A forfeit (the withdrawal's confirmation) or a withdrawal changes both: never a stale notice beside them.
    const sub = bus.on('wallet:balance-changed').subscribe(() => void read());
    return () => {
      live = false;
      sub.unsubscribe();
    };
  }, []);

  if (!state) return null;
  const { bonus, split } = state;
  return (
    <div className="bonus-notice" role="note" data-testid="withdraw-bonus-notice">
      <p>
        <strong>{t('bonus.withdraw.title', { title: bonus.title })}</strong>
      </p>
      <p>{t('bonus.withdraw.body', { amount: fmt.money(bonus.balanceMinor), percent: fmt.percent(bonus.progressPercent) })}</p>
      <p>
        {t('bonus.withdraw.withdrawable')} <BonusMoney minor={split.withdrawableAssets} testId="withdrawable-assets" />
      </p>
      <Link to="/kisiselBilgiler/bonuslarim">{t('bonus.withdraw.link')}</Link>
    </div>
  );
}
