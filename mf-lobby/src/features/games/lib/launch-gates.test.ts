import { bus, type BusEvents } from '@casino/shared';
import { fakeApi } from '../../../testing/fake-api';
import { fetchGameUrl } from '../api/launch-api';
import { fetchSportUrl } from '../../sport/api/sport-api';
import { launchGateOf } from './launch-gates';

describe('launch gates', () => {
  it('a guest at real money or a player without 18+ gets the page\'s gate, not a toast as well; other refusals still toast', async () => {
    const toasts: BusEvents['ui:toast-requested'][] = [];
    const sub = bus.on('ui:toast-requested').subscribe((e) => toasts.push(e));
    fakeApi({
      '/labelGame/getGameUrlByGame': (body) =>
        body.isReal === 1 ? { state: '403', code: 'REGISTER_REQUIRED', msg: 'Gerçek parayla oynamak için üye olun' } : { state: '403', code: 'SELF_EXCLUDED', msg: 'Kendini dışlama süresi' },
      '/sport/getSportUrl': () => ({ state: '403', code: 'AGE_NOT_CONFIRMED', msg: '18 yaşından büyük olduğunuzu onaylayın' }),
    });
    expect(launchGateOf(await fetchGameUrl(1, 1).catch((e: unknown) => e))).toBe('member');
    expect(launchGateOf(await fetchSportUrl().catch((e: unknown) => e))).toBe('age');
    expect(launchGateOf(await fetchGameUrl(1, 0).catch((e: unknown) => e))).toBeNull();
    sub.unsubscribe();
    expect(toasts).toEqual([{ kind: 'error', message: 'Kendini dışlama süresi' }]);
  });

  it('anything that is not a refusal is no gate', () => {
    expect(launchGateOf(new Error('down'))).toBeNull();
    expect(launchGateOf(undefined)).toBeNull();
  });
});
