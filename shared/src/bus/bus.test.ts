import { createBus } from './bus';

describe('event bus', () => {
  it('delivers typed payloads only to subscribers of that event', () => {
    const bus = createBus();
    const balances: number[] = [];
    const langs: string[] = [];
    bus.on('wallet:balance-changed').subscribe((e) => balances.push(e.totalAssetsMinor));
    bus.on('lang:changed').subscribe((e) => langs.push(e.lang));
    bus.emit('wallet:balance-changed', { totalAssetsMinor: 1250 });
    bus.emit('lang:changed', { lang: 'en' });
    expect(balances).toEqual([1250]);
    expect(langs).toEqual(['en']);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createBus();
    const seen: string[] = [];
    const sub = bus.on('nav:requested').subscribe((e) => seen.push(e.to));
    bus.emit('nav:requested', { to: '/vip' });
    sub.unsubscribe();
    bus.emit('nav:requested', { to: '/login' });
    expect(seen).toEqual(['/vip']);
  });
});
