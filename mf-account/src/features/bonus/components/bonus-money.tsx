import { useFormat } from '@casino/shared';

/** Minor units in the player's language and the market's money format: 1.050,00 ₺. */
export function BonusMoney({ minor, testId }: { minor: number; testId?: string }) {
  const fmt = useFormat();
  return (
    <span className="bonus-money" data-testid={testId}>
      {fmt.money(minor)}
    </span>
  );
}
