import os from 'node:os';
import { z } from 'zod';
import { loadConfig } from '../config';
import { ports } from './ports';

// The one way a staff CLI (`pnpm cashier|mail|wheel ...`) talks to the running API: its staff endpoints with
// ADMIN_TOKEN (REGISTRY_API_URL or http://127.0.0.1:$API_PORT), the actor (REGISTRY_ACTOR or the OS user)
// recorded by the API on every change.

/** An admin path and its body, or null when the command line was not understood. */
export type TStaffCall = [path: string, body: object] | null;

/** Takes `--name value` out of `args` (so what is left are the positionals) and returns the value. */
export const takeFlag = (args: string[], name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};

/** Sends the call and prints the answer (JSON), or the usage when there is no call. Resolves to the exit code. */
export async function runStaffCall(call: TStaffCall | undefined, usage: string): Promise<number> {
  if (!call) {
    console.error(usage);
    return 1;
  }
  const config = loadConfig();
  const baseUrl = z.url().safeParse(process.env.REGISTRY_API_URL).data ?? `http://127.0.0.1:${ports.api}`;
  const actor = (process.env.REGISTRY_ACTOR ?? os.userInfo().username).slice(0, 64) || 'staff';
  try {
    const res = await fetch(new URL(call[0], baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': config.adminToken, 'x-admin-actor': actor, 'accept-language': 'en' },
      body: JSON.stringify(call[1]),
    });
    const body = (await res.json()) as { state: string; msg: string; resultData: unknown };
    if (body.state !== '200') {
      console.error(`error: ${body.msg}`);
      return 1;
    }
    console.log(JSON.stringify(body.resultData, null, 2));
    return 0;
  } catch (error) {
    console.error(`error: the API at ${baseUrl} cannot be reached (${error instanceof Error ? error.message : String(error)}); start it first`);
    return 1;
  }
}
