import type { RemoteManifest } from '@casino/shared';

/** Routes owned by the wheel team (spec section 2), as data for the shell. */
const manifest: RemoteManifest = {
  namespace: 'wheel',
  messages: (lang) => import(/* webpackChunkName: "i18n-wheel-[request]" */ `./locales/${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default),
  routes: [
    { path: 'vip-wheel', name: 'VipWheel', titleKey: 'wheel:routes.VipWheel', layouts: ['desktop', 'mobile'], order: 35, icon: 'wheel', load: () => import('./pages/vip-wheel') },
  ],
};

export default manifest;