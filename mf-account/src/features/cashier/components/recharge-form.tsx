import { CASHIER_NS } from '../i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, useFormat, useUser, type ChargeInfo, type CashierOrder, type RechargeChannelCode } from '@casino/shared';
import { cashierApi } from '../api/cashier-api';
import { amountRange, checkAmount, chipText, feeOf, toMajorText } from '../../../lib/amount';
import { LoadError, Money, RegisterGate } from './common';
import { DepositLimitNote, FirstDepositLimit } from '../../protection';
import { DepositBonusPicker } from '../../bonus';

/** The recharge screen: channel tabs, amount chips, a custom amount checked live against the channel's limits, the fee. */
export function RechargeForm({ onCreated, returnUrl }: { onCreated: (order: CashierOrder) => void; returnUrl: string }) {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const { lang } = useUser();
  const fmt = useFormat();
  const [info, setInfo] = useState<ChargeInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [code, setCode] = useState<RechargeChannelCode>('eft');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [bonusOfferId, setBonusOfferId] = useState<number | null>(null);

  const load = () => {
    setFailed(false);
    cashierApi.chargeInfo().then(setInfo, () => setFailed(true));
  };
  useEffect(load, []);

  if (failed) return <LoadError onRetry={load} />;
  if (!info) return <Spinner />;
  if (info.eligibility !== 'ok') return <RegisterGate eligibility={info.eligibility} back="/kisiselBilgiler/recharge" />;

  const channel = info.channels.find((c) => c.code === code) ?? info.channels[0];
  if (!channel) return null;
  const check = checkAmount(text, channel.minMinor, channel.maxMinor);
  const fee = check.ok ? feeOf(check.minor, channel.feeBps, channel.feeFixedMinor) : 0;
  const hint =
    check.ok || (!touched && check.reason === 'empty')
      ? null
      : t(`cashier.amount.${check.reason}`, { min: fmt.money(channel.minMinor), max: fmt.money(channel.maxMinor) });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!check.ok || busy) return;
    setBusy(true);
    try {
      const amount = toMajorText(check.minor);
      // A deposit bonus goes with fiat orders only (the coin order takes none).
      const bonus = bonusOfferId === null ? {} : { bonusOfferId };
      onCreated(channel.code === 'usdt' ? await cashierApi.createCoinOrder({ amount }) : await cashierApi.createRechargeOrder({ channel: channel.code, amount, returnUrl, ...bonus }));
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
    {/* Player protection: a deposit limit is offered before the first deposit. */}
    {info.isFirstDeposit && <FirstDepositLimit />}
    <DepositLimitNote />
    <form className="cash-card" onSubmit={(e) => void submit(e)} data-testid="recharge-form" noValidate>
      {info.isFirstDeposit && <p className="cash-note">{t('cashier.recharge.firstDeposit')}</p>}
      <div className="cash-tabs" role="tablist" aria-label={t('cashier.recharge.channel')}>
        {info.channels.map((c) => (
          <button
            key={c.code}
            type="button"
            role="tab"
            aria-selected={c.code === channel.code}
            className={`cash-tab${c.code === channel.code ? ' cash-tab--on' : ''}`}
            onClick={() => setCode(c.code)}
            data-testid={`channel-${c.code}`}
          >
            <span>{t(`cashier.channel.${c.code}`)}</span>
            <small>{c.network ?? t(`cashier.kind.${c.kind}`)}</small>
          </button>
        ))}
      </div>
      <div className="cash-chips" role="group" aria-label={t('cashier.recharge.presets')}>
        {channel.presetsMinor.map((p) => (
          <button key={p} type="button" className={`cash-chip${check.ok && check.minor === p ? ' cash-chip--on' : ''}`} onClick={() => (setText(toMajorText(p).replace('.00', '')), setTouched(true))}>
            {chipText(p, lang, info.currency)}
          </button>
        ))}
      </div>
      <label className="cash-field">
        <span>{t('cashier.recharge.amount', { currency: fmt.symbol })}</span>
        <input
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          placeholder={amountRange(channel.minMinor, channel.maxMinor, lang) ?? ''}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={hint !== null}
          aria-describedby="recharge-amount-hint"
        />
        <small id="recharge-amount-hint" className={hint ? 'cash-hint cash-hint--bad' : 'cash-hint'} role={hint ? 'alert' : undefined}>
          {hint ?? t('cashier.recharge.limits', { min: fmt.money(channel.minMinor), max: fmt.money(channel.maxMinor) })}
        </small>
      </label>
      <dl className="cash-summary">
        <div>
          <dt>{t('cashier.recharge.fee')}</dt>
          <dd data-testid="recharge-fee">{channel.feeBps > 0 || channel.feeFixedMinor > 0 ? <Money minor={fee} /> : t('cashier.recharge.noFee')}</dd>
        </div>
        <div>
          <dt>{t('cashier.recharge.youGet')}</dt>
          <dd>
            <Money minor={check.ok ? check.minor - fee : 0} testId="recharge-net" />
          </dd>
        </div>
      </dl>
      <DepositBonusPicker amountMinor={check.ok ? check.minor : null} value={bonusOfferId} onChange={setBonusOfferId} allowed={channel.code !== 'usdt'} />
      <button type="submit" className="cash-primary" disabled={busy} data-testid="recharge-submit">
        {busy ? t('records.loading') : t('cashier.recharge.submit')}
      </button>
    </form>
    </>
  );
}
