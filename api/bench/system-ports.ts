// The ports of a whole system a drill starts with tools/start.mjs: every service of tools/ports.cjs moved.
import portsConfig from '@casino/tools/ports.cjs';
import { freePort } from './system';

/**
 * The environment that puts every service `npm start` runs (console and CDN included) on its own free port,
 * none of npm start's defaults (3000-3006, 4000, 4100) and none shared (`freePort`), so a drill runs beside a
 * running system.
 */
export const systemPortEnv = async (): Promise<Record<string, string>> => {
  const chosen: Record<string, number> = {};
  for (const name of Object.keys(portsConfig.PORT_ENV)) chosen[name] = await freePort();
  return portsConfig.portEnvOf(chosen);
};
