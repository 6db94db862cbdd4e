import { bus, reportAttribution, whenIdle } from '@casino/shared';

/**
 * App start "starts the tracking service" (spec section 4): the attribution call goes out once the
 * tourist session (the device number and ad ids) is there and the page is idle, never before the first
 * paint. The landing URL's click ids are read at boot, before the router may rewrite the address; the
 * consent check (`mayTrack`) is made when the call would go out.
 */
export function startAttribution(sessionReady: Promise<unknown>, landingSearch = location.search, report = reportAttribution): void {
  void sessionReady.then(() => whenIdle(() => void report(landingSearch)));
  // A first visit has no choice yet (nothing goes out): "Tümünü kabul et" later starts it with the landing's ids.
  const sub = bus.on('consent:changed').subscribe(({ analytics }) => {
    if (!analytics) return;
    sub.unsubscribe();
    void sessionReady.then(() => report(landingSearch));
  });
}
