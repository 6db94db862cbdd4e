/** Whole seconds left (the server's `secondsLeft`) as the parts a screen shows: days + hours, hours + minutes, or minutes. */
export type TTimeLeft = { key: 'days'; d: number; h: number } | { key: 'hours'; h: number; m: number } | { key: 'minutes'; m: number } | { key: 'over' };

export function timeLeftOf(secondsLeft: number): TTimeLeft {
  if (secondsLeft <= 0) return { key: 'over' };
  const d = Math.floor(secondsLeft / 86_400);
  const h = Math.floor((secondsLeft % 86_400) / 3_600);
  const m = Math.floor((secondsLeft % 3_600) / 60);
  if (d > 0) return { key: 'days', d, h };
  if (h > 0) return { key: 'hours', h, m };
  return { key: 'minutes', m: Math.max(1, m) };
}
