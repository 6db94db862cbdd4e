// `npm start` itself: it refuses ports that are taken, and Ctrl-C stops every process it started.
import { existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { startProcess } from '../support/start-process';
import { PORT_ENV, SECOND_SYSTEM_OFFSET, type TServiceName } from '../support/system';

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0' }, () => server.close(() => resolve(true)));
  });

test('start refuses to run when its ports are taken, naming them', async ({ system }) => {
  // The system under test holds exactly these ports.
  const env = Object.fromEntries(Object.entries(system.ports).map(([name, port]) => [PORT_ENV[name as TServiceName], String(port)]));
  const start = startProcess(['--no-install', '--no-build', '--quiet'], env);
  const { code } = await start.exited;
  expect(code).toBe(1);
  expect(start.output()).toContain(`${system.ports.shell} (shell, SHELL_PORT)`);
  expect(start.output()).toContain(`${system.ports.api} (api, API_PORT)`);
  expect(start.output()).toContain('already in use');
});

test('Ctrl-C stops the API, the sandbox and every static server, and removes fresh data', async ({ system }) => {
  test.slow();
  // A second system beside the one under test (the harness checked these ports are free).
  const ports = Object.fromEntries(
    Object.entries(system.ports).map(([name, port]) => [name, port + SECOND_SYSTEM_OFFSET]),
  ) as Record<TServiceName, number>;
  const dataDir = join(tmpdir(), `casino-e2e-stop-${randomUUID()}`);
  const env: Record<string, string> = { DATA_DIR: dataDir };
  for (const [name, port] of Object.entries(ports)) env[PORT_ENV[name as TServiceName]] = String(port);

  const start = startProcess(['--no-install', '--no-build', '--fresh-data', '--quiet'], env);
  await start.ready;
  const health = await fetch(`http://127.0.0.1:${ports.api}/health`);
  expect(health.ok).toBe(true);
  expect(existsSync(dataDir)).toBe(true);

  start.signal('SIGINT');
  const { code } = await start.exited;
  expect(code, start.output()).toBe(0);
  for (const [name, port] of Object.entries(ports)) {
    expect(await canListen(port), `${name} port ${port} still taken after Ctrl-C`).toBe(true);
  }
  expect(existsSync(dataDir)).toBe(false);
  expect(existsSync(`${dataDir}.sandbox`)).toBe(false);
  expect(existsSync(`${dataDir}.cdn`)).toBe(false);
});

test('start killed with SIGKILL leaves no orphan: the API and the sandbox stop by themselves', async ({ system }) => {
  test.slow();
  const ports = Object.fromEntries(
    Object.entries(system.ports).map(([name, port]) => [name, port + SECOND_SYSTEM_OFFSET]),
  ) as Record<TServiceName, number>;
  // A killed start cannot remove its fresh data: name it, to remove it here.
  const dataDir = join(tmpdir(), `casino-e2e-kill-${randomUUID()}`);
  const env: Record<string, string> = { DATA_DIR: dataDir };
  for (const [name, port] of Object.entries(ports)) env[PORT_ENV[name as TServiceName]] = String(port);
  test.info().annotations.push({ type: 'data', description: dataDir });

  const start = startProcess(['--no-install', '--no-build', '--fresh-data', '--quiet'], env);
  await start.ready;
  expect((await fetch(`http://127.0.0.1:${ports.api}/health`)).ok).toBe(true);
  start.signal('SIGKILL');
  await start.exited;
  // The children notice within a second or two and close their ports.
  for (const name of ['api', 'sandbox'] as const) {
    await expect.poll(() => canListen(ports[name]), { timeout: 15_000, message: `${name} still listens after its supervisor was killed` }).toBe(true);
  }
  for (const dir of [dataDir, `${dataDir}.sandbox`, `${dataDir}.cdn`]) rmSync(dir, { recursive: true, force: true });
});
