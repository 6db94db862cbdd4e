import { bus, connectPush, globalStore, i18n, logoutLocally, patchUser, setMenuBadge, userStore, whenIdle } from '@casino/shared';
import { SUPPORT_ROUTE } from './after-sign';


/**
 * One server-push stream per page for the current session: opened when the page is idle, reopened
 * for each new session, closed at logout. A session revoked elsewhere logs this page out.
 */
export function followPush(connect: typeof connectPush = connectPush): () => void {
  let stop: (() => void) | undefined;
  let token = '';
  const restart = () => {
    if (userStore.token === token && stop) return;
    stop?.();
    stop = undefined;
    token = userStore.token;
    if (token) stop = connect();
  };
  // Off the critical path: the stream opens once the page has loaded and is idle.
  whenIdle(restart);
  const subs = [
    bus.on('auth:logged-in').subscribe(() => whenIdle(restart)),
    bus.on('auth:logged-out').subscribe(() => {
      stop?.();
      stop = undefined;
      token = '';
      globalStore.menuBadges = {};
    }),
    // support: a staff answer counts on the customer-service menu entry until the player reads it.
    bus.on('support:message-received').subscribe(({ unread }) => setMenuBadge(SUPPORT_ROUTE, unread)),
    bus.on('auth:session-revoked').subscribe(() => logoutLocally('unauthorized')),
    // vip: a level reached while playing: the header badge changes and the player is told.
    bus.on('vip:leveled-up').subscribe(({ vipLevel, vipUrl }) => {
      patchUser({ vipLevel, vipUrl });
      bus.emit('ui:toast-requested', { kind: 'success', message: i18n.t('shell:header.vipLevelUp', { level: vipLevel }) });
    }),
  ];
  return () => {
    stop?.();
    subs.forEach((s) => s.unsubscribe());
  };
}
