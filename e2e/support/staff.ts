// Staff console helpers: TOTP codes (RFC 6238, as an authenticator app makes them), signing in through the
// console's page, staff accounts made with the admin token, and publishing a remote version to the CDN.
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { REPO_ROOT, systemEnv } from './system';

/** The sandbox demo account the API seeds and `npm start` prints (tools/dev-staff.cjs). */
export const DEV_STAFF = (createRequire(__filename)(join(REPO_ROOT, 'tools', 'dev-staff.cjs')) as { DEV_STAFF: { login: string; password: string; totpSecret: string } }).DEV_STAFF;
export const ADMIN_HEADERS = { 'x-admin-token': process.env.ADMIN_TOKEN ?? 'dev-admin-token-sandbox-only', 'x-admin-actor': 'e2e' };

const base32 = (text: string): Buffer => {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of text.replace(/=+$/, '')) {
    value = (value << 5) | 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
};

export const totp = (secret: string, at = Date.now()): string => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
};

export type TStaffAccount = { login: string; password: string; totpSecret: string };

/** A new staff account through `/admin/staff/users/create` with the admin token (what `pnpm staff create` does). */
export async function createStaff(request: APIRequestContext, api: string, role: 'viewer' | 'operator' | 'compliance' | 'approver' | 'admin', prefix: string = role): Promise<TStaffAccount> {
  const login = `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const res = await request.post(`${api}/admin/staff/users/create`, { data: { login, role }, headers: ADMIN_HEADERS });
  const body = (await res.json()) as { state: string; msg: string; resultData: { password: string; totpSecret: string } | null };
  if (body.state !== '200' || !body.resultData) throw new Error(`create staff ${login}: ${body.state} ${body.msg}`);
  return { login, password: body.resultData.password, totpSecret: body.resultData.totpSecret };
}

/**
 * Signs in on the console's page with the current code. A code is good once: if this account's code of this
 * step was used already (an earlier test or a retry), it waits for the next step and signs in with that.
 */
export async function signIn(page: Page, consoleUrl: string, who: TStaffAccount, lang: 'en' | 'tk' = 'en'): Promise<void> {
  // The console opens in Turkish unless the browser was last used in English; these specs read English by default.
  await page.addInitScript((l) => localStorage.setItem('casino-console-lang:last', l), lang);
  await page.goto(consoleUrl);
  const words = lang === 'tk' ? { login: 'Kullanıcı adı', password: 'Parola', code: 'Doğrulama kodu', submit: 'Giriş yap' } : { login: 'Login', password: 'Password', code: 'Authenticator code', submit: 'Sign in' };
  await page.getByLabel(words.login).fill(who.login);
  await page.getByLabel(words.password, { exact: true }).fill(who.password);
  await page.getByLabel(words.code).fill(totp(who.totpSecret));
  await page.getByRole('button', { name: words.submit }).click();
  const signedIn = page.getByTestId('who');
  const refused = page.getByRole('alert').filter({ hasText: /already used|zaten kullanıldı/ });
  // (On a phone the login is in the menu, so attached rather than visible.)
  await expect(signedIn.or(refused)).toBeAttached();
  if (await refused.isVisible()) {
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 200);
    await page.getByLabel(words.code).fill(totp(who.totpSecret));
    await page.getByRole('button', { name: words.submit }).click();
  }
  await expect(signedIn).toContainText(who.login);
}

/** `pnpm remote publish <remote> --version <v> --from <its dist>` against the system under test; resolves to the version. */
export const publishRemote = (remote: string, version: string, { timeoutMs = 90_000 } = {}): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'tools', 'remote.mjs'), 'publish', remote, '--version', version, '--from', join(REPO_ROOT, `mf-${remote}`, 'dist')], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...systemEnv() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`publish ${remote} ${version} timed out\n${out}${err}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      // Its last line on stdout is the version.
      const last = out.trim().split('\n').pop();
      if (code === 0 && last === version) resolve(version);
      else reject(new Error(`publish ${remote} ${version} exited ${code}\n${out}${err}`));
    });
  });

type TEnvelope<T> = { state: string; msg: string; resultData: T | null };
const asStaff = async <T>(request: APIRequestContext, url: string, data: object, actor: string): Promise<T> => {
  const body = (await (await request.post(url, { data, headers: { ...ADMIN_HEADERS, 'x-admin-actor': actor } })).json()) as TEnvelope<T>;
  if (body.state !== '200' || body.resultData === null) throw new Error(`${url}: ${body.state} ${body.msg}`);
  return body.resultData;
};

/**
 * The player's own money (withdrawable, unlike the sandbox's test money): a staff credit under four eyes, one
 * proposes and another approves, as the back office books a correction. For tests whose subject is a payout.
 */
export async function giveOwnMoney(request: APIRequestContext, api: string, userId: number, amountMinor: number): Promise<void> {
  const proposed = await asStaff<{ id: number }>(request, `${api}/admin/backoffice/adjustments/propose`, { userId, direction: 'credit', amountMinor, reason: 'e2e: oyuncunun kendi parası' }, 'e2e-maker');
  await asStaff(request, `${api}/admin/backoffice/adjustments/approve`, { id: proposed.id }, 'e2e-checker');
}
