/** How a round's net reads: a win, a loss or even. */
export const netTone = (amountMinor: number): 'up' | 'down' | 'even' => (amountMinor > 0 ? 'up' : amountMinor < 0 ? 'down' : 'even');
