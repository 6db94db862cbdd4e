import { useTranslation } from 'react-i18next';
import type { Lang } from '@casino/shared';
import type { GameRecord } from '@casino/shared';
import { netTone, signedMoney } from '../lib/money';
import { roundStatus } from '../lib/round-status';

export function NetAmount({ round, lang }: { round: GameRecord; lang: Lang }) {
  return (
    <span className={`acc-rec__net acc-rec__net--${netTone(round.netMinor)}`} data-testid="round-net">
      {signedMoney(round.netMinor, round.currency, lang)}
    </span>
  );
}

export function StatusBadge({ round }: { round: GameRecord }) {
  const { t } = useTranslation('account');
  const status = roundStatus(round);
  return (
    <span className={`acc-rec__status acc-rec__status--${status}`} data-testid="round-status">
      {t(`records.status.${status}`)}
    </span>
  );
}
