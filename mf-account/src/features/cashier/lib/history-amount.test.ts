import { historyAmount } from './history-amount';

const deposit = { kind: 'deposit' as const, amountMinor: 100_000, feeMinor: 0, creditedMinor: null };
const withdrawal = { kind: 'withdrawal' as const, amountMinor: 50_000, feeMinor: 0, creditedMinor: null };

describe('historyAmount', () => {
  it('a paid card deposit shows what reached the balance after the fee, and the fee', () => {
    expect(historyAmount({ ...deposit, status: 'paid', creditedMinor: 100_000, feeMinor: 2_500 })).toEqual({ sign: '+', minor: 97_500, tone: 'in', feeMinor: 2_500 });
  });

  it('a paid deposit without a fee shows the credited amount (the gateway may confirm another amount)', () => {
    expect(historyAmount({ ...deposit, status: 'paid', creditedMinor: 90_000 })).toEqual({ sign: '+', minor: 90_000, tone: 'in', feeMinor: 0 });
  });

  it.each(['created', 'pending', 'failed', 'expired'] as const)('a %s deposit is neutral: nothing was credited', (status) => {
    expect(historyAmount({ ...deposit, status })).toEqual({ sign: '', minor: 100_000, tone: 'neutral', feeMinor: 0 });
  });

  it.each(['review', 'created', 'pending'] as const)('a %s withdrawal has left the balance', (status) => {
    expect(historyAmount({ ...withdrawal, status, feeMinor: 500 })).toEqual({ sign: '−', minor: 50_000, tone: 'out', feeMinor: 0 });
  });

  it('a paid withdrawal shows the amount taken and its fee', () => {
    expect(historyAmount({ ...withdrawal, status: 'paid', feeMinor: 500, creditedMinor: 49_500 })).toEqual({ sign: '−', minor: 50_000, tone: 'out', feeMinor: 500 });
  });

  it.each(['failed', 'refunded', 'rejected'] as const)('a %s withdrawal is neutral: the money went back', (status) => {
    expect(historyAmount({ ...withdrawal, status })).toMatchObject({ sign: '', tone: 'neutral' });
  });
});
