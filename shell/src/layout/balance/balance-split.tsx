import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap, bonusApi, bus, useFormat, useLocation, useNavigate, type TBalanceSplit } from '@casino/shared';
import { ensureBalanceMessages } from './i18n';
import './balance-split.css';

type TProps = { anchor: HTMLElement | null; layout: 'desktop' | 'mobile'; rechargePath?: string; bonusesPath?: string; onClose: () => void };

/** Where the panel sits: under the balance, right-aligned on desktop, the width of the screen on a phone. */
function placement(anchor: HTMLElement | null, layout: TProps['layout']): CSSProperties {
  const rect = anchor?.getBoundingClientRect();
  const top = (rect?.bottom ?? 56) + 8;
  if (layout === 'mobile') return { top, left: 8, right: 8 };
  return { top, right: Math.max(8, window.innerWidth - (rect?.right ?? window.innerWidth - 8)) };
}

/** The header balance's split (`/user/getUserInfo`): cash, the sandbox's test money, bonus and withdrawable, every figure the server's. */
export default function BalanceSplit({ anchor, layout, rechargePath, bonusesPath, onClose }: TProps) {
  const { t } = useTranslation(['balance', 'shell']);
  const fmt = useFormat();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const [split, setSplit] = useState<TBalanceSplit | null>(null);
  const [failed, setFailed] = useState(false);
  const [style, setStyle] = useState<CSSProperties>(() => placement(anchor, layout));
  const [openedAt] = useState(pathname);

  useEffect(() => {
    let live = true;
    Promise.all([bonusApi.balance(), ensureBalanceMessages()]).then(
      ([s]) => {
        if (!live) return;
        setSplit(s);
        // The header follows the server's figure if a push was missed.
        bus.emit('wallet:balance-changed', { totalAssetsMinor: s.totalAssets });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  useLayoutEffect(() => {
    const place = () => setStyle(placement(anchor, layout));
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [anchor, layout]);
  // Closes on Escape (focus back on the balance), a tap outside (the balance itself toggles), and a navigation.
  useFocusTrap(panel, { modal: false, onEscape: onClose });
  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !anchor?.contains(target)) onClose();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [anchor, onClose]);
  useEffect(() => {
    if (pathname !== openedAt) onClose();
  }, [pathname, openedAt, onClose]);

  const go = (path: string) => {
    onClose();
    void navigate(path);
  };
  const row = (key: 'cash' | 'test' | 'bonus' | 'withdrawable', minor: number) => (
    <div className={`shell-bsplit__row shell-bsplit__row--${key}`}>
      <dt>{t(`balance:${key}`)}</dt>
      <dd data-testid={`balance-${key}`}>
        {fmt.money(minor)}
      </dd>
    </div>
  );
  return (
    <div ref={panel} className={`shell-bsplit shell-bsplit--${layout}`} style={style} role="dialog" aria-label={t('balance:title')} data-testid="balance-split">
      {failed ? (
        <p className="shell-bsplit__note">{t('balance:failed')}</p>
      ) : !split ? (
        <p className="shell-bsplit__note" aria-busy="true">
          …
        </p>
      ) : (
        <>
          <dl className="shell-bsplit__rows">
            {/* The sandbox's test money is apart from the player's own cash: the rows add up to the header's total. */}
            {row('cash', split.cashAssets - split.testAssets)}
            {split.testAssets > 0 && row('test', split.testAssets)}
            {row('bonus', split.bonusAssets)}
            {row('withdrawable', split.withdrawableAssets)}
          </dl>
          {split.testAssets > 0 && <p className="shell-bsplit__note" data-testid="balance-test-note">{t('balance:testNote')}</p>}
          {split.bonusAssets > 0 && <p className="shell-bsplit__note">{t('balance:bonusNote')}</p>}
        </>
      )}
      {/* Its words arrive with the figures: no buttons named by their keys while it loads. */}
      {(split || failed) && (
        <div className="shell-bsplit__actions">
          {rechargePath && (
            <button type="button" className="shell-bsplit__primary" onClick={() => go(rechargePath)}>
              {t('balance:deposit')}
            </button>
          )}
          {bonusesPath && (
            <button type="button" className="shell-bsplit__ghost" onClick={() => go(bonusesPath)}>
              {t('balance:bonuses')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
