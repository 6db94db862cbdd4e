import portsModule from '@casino/tools/ports.cjs';
import type { AppName } from '@casino/tools/ports.cjs';

export type { AppName };

/** Ports and browser-facing origins of the local system; one source of truth in tools/ports.cjs. */
export const ports: Readonly<Record<AppName, number>> = portsModule.ports;
export const origin = (name: AppName): string => portsModule.origin(name);

/** The front-end apps a browser may call the API from. */
export const frontEndApps = ['shell', 'lobby', 'account', 'mail-rewards', 'wheel'] as const satisfies readonly AppName[];
