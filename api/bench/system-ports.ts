// The ports of a whole system a drill starts with tools/start.mjs: every service of tools/ports.cjs moved.
import { createServer, type AddressInfo, type Server } from 'node:net';
import portsConfig from '@casino/tools/ports.cjs';

/** `n` distinct ports the kernel chose: all held open until each is known, so none repeats. */
export const freePorts = async (n: number): Promise<number[]> => {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < n; i++) {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((s) => (s.address() as AddressInfo).port);
  } finally {
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  }
};

/**
 * The environment that puts every service `npm start` runs (console and CDN included) on its own free port.
 * Kernel-chosen ports come from the ephemeral range, never npm start's defaults (3000-3006, 4000, 4100),
 * so a drill runs beside a running system; checked here anyway.
 */
export const systemPortEnv = async (): Promise<Record<string, string>> => {
  const names = Object.keys(portsConfig.PORT_ENV);
  const reserved = new Set(Object.values(portsConfig.DEFAULT_PORTS));
  const ports = (await freePorts(names.length + reserved.size)).filter((p) => !reserved.has(p));
  return portsConfig.portEnvOf(Object.fromEntries(names.map((name, i) => [name, ports[i]!])));
};
