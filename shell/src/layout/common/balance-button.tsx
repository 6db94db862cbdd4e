import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat, useUser } from '@casino/shared';

// Its own chunk, fetched on the first tap: the header on the home page's first paint carries only this button.
const BalanceSplit = lazy(() => import('../balance/balance-split'));

/**
 * The header balance (totalAssets: cash + bonus, as the spec's header shows). A tap shows the split: cash,
 * bonus, withdrawable, with the ways to deposit and to the player's bonuses.
 */
export function BalanceButton({ className, layout, rechargePath, bonusesPath }: { className: string; layout: 'desktop' | 'mobile'; rechargePath?: string; bonusesPath?: string }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const fmt = useFormat();
  // The market's money format, symbol included: "1.050,00 ₺".
  const amount = fmt.money(user.totalAssets);
  return (
    <>
      <button
        ref={anchor}
        type="button"
        className={className}
        data-testid="balance"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('header.balance', { amount })}
        onClick={() => setOpen((v) => !v)}
      >
        {amount}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BalanceSplit anchor={anchor.current} layout={layout} rechargePath={rechargePath} bonusesPath={bonusesPath} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
