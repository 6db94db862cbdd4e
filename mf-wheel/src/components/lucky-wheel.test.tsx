import { render } from '@testing-library/react';
import type { WheelPrize } from '@casino/shared';
import { prizeLooks, WHEEL_BLOCKS, buttonLooks } from '../lib/prize-looks';
import { fitLabelSize, LuckyWheel } from './lucky-wheel';

/** Issue 44: "1.000,00 ₺" ran over "250,00 ₺". A label's estimated width must stay inside its slot. */
const slotWidth = (slots: number, r: number) => 2 * r * Math.sin(Math.PI / slots);

describe('wheel labels', () => {
  it('shrinks a long amount to its slot and keeps a short one at the base size', () => {
    expect(fitLabelSize('1.000,00 ₺', 8, 69, 11)).toBeLessThan(11);
    expect(fitLabelSize('1.000,00 ₺', 8, 69, 11) * 10 * 0.62).toBeLessThanOrEqual(slotWidth(8, 69));
    expect(fitLabelSize('5 ₺', 8, 69, 11)).toBe(11);
  });

  it('draws every prize label of an 8-slot wheel within its slot', () => {
    const amounts = [100_000, 25_000, 5_000, 0, 10_000, 2_500, 50_000, 1_000];
    const prizes: WheelPrize[] = amounts.map((amountMinor, index) => ({ index, kind: amountMinor ? 'cash' : 'nothing', amountMinor }));
    const looks = prizeLooks(prizes, 'tk', 'TRY', 'Boş');
    const { container } = render(<LuckyWheel prizes={looks} blocks={WHEEL_BLOCKS} buttons={buttonLooks('Çevir')} size={300} onButton={() => undefined} onEnd={() => undefined} />);
    const labels = [...container.querySelectorAll('.whl-wheel__rotor text')];
    expect(labels.map((l) => l.textContent?.replace(/\s/g, ' '))).toContain('1.000,00 ₺');
    for (const label of labels) {
      const size = Number(label.getAttribute('font-size'));
      const r = 100 - Number(label.getAttribute('y'));
      expect(size * (label.textContent ?? '').length * 0.62).toBeLessThanOrEqual(slotWidth(8, r));
    }
  });
});
