import { createRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import type { TLotteryControls } from './controls';
import { LuckyGrid } from './lucky-grid';
import { GRID_DEFAULTS, ringSlots } from './types';

const prizes = Array.from({ length: 8 }, (_, i) => ({ background: '#222', fonts: [{ text: `P${i}` }] }));
const buttons = [{ radius: 0.3, background: '#fc0', fonts: [{ text: 'GO' }] }];

describe('LuckyGrid', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lays the prizes on the outer ring of the spec grid (3 rows, 3 cols, gutter 5) around the button', () => {
    expect(GRID_DEFAULTS).toEqual({ rows: 3, cols: 3, gutter: 5 });
    expect(ringSlots(3, 3)).toEqual([
      { row: 0, col: 0 },
      { row: 0, col: 1 },
      { row: 0, col: 2 },
      { row: 1, col: 2 },
      { row: 2, col: 2 },
      { row: 2, col: 1 },
      { row: 2, col: 0 },
      { row: 1, col: 0 },
    ]);
    render(<LuckyGrid prizes={prizes} buttons={buttons} onButton={() => undefined} onEnd={() => undefined} />);
    const grid = screen.getByTestId('lucky-grid');
    expect(grid.querySelectorAll('.whl-grid__cell')).toHaveLength(8);
    expect(screen.getByTestId('wheel-spin')).toHaveTextContent('GO');
    expect((grid.querySelector('.whl-grid__cells') as HTMLElement).style.gap).toBe('5px');
  });

  it('runs the light to the index it is told and reports the end', async () => {
    const ref = createRef<TLotteryControls>();
    const ends: number[] = [];
    render(<LuckyGrid ref={ref} prizes={prizes} buttons={buttons} onButton={() => undefined} onEnd={(i) => ends.push(i)} />);
    await act(async () => {
      ref.current?.start();
      await jest.advanceTimersByTimeAsync(1000);
      ref.current?.stop(5);
      await jest.advanceTimersByTimeAsync(8000);
    });
    expect(ends).toEqual([5]);
    expect(screen.getByTestId('lucky-grid')).toHaveAttribute('data-state', 'stopped');
    // The light sits on slot 5: row 2, col 1.
    expect((screen.getByTestId('lucky-grid').querySelector('.whl-grid__light') as HTMLElement).style.transform).toBe('translate(calc(1 * (100% + 5px)), calc(2 * (100% + 5px)))');
  });
});
