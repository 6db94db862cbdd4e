#!/usr/bin/env node
// `pnpm remote publish <remote> [--version V] [--from DIR] [--over-budget "<reason>"]`: a feature team's release of
// its remote. Builds the remote when its sources changed (same fingerprints as npm start), measures the build
// against the remote's size budget (mf-<remote>/size-budget.json, tools/lib/size-budget.mjs), picks the version,
// then hands over to the API package's publisher (api/src/modules/platform/publish-cli.ts), which uploads the build
// to the CDN storage and records the version with its sizes. Its last output line is the version.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApps } from './lib/build.mjs';
import { fail, info, warn } from './lib/log.mjs';
import { ensurePnpm, pnpmEnv } from './lib/pnpm.mjs';
import { ROOT } from './lib/repo.mjs';
import { BUDGET_FILE, checkBuild, describeExcess } from './lib/size-budget.mjs';

const USAGE = `usage: pnpm remote publish <remote> [--version <v>] [--from <dist folder>] [--commit <sha>] [--over-budget "<reason>"]
  remote     lobby, account, mail-rewards or wheel
  --version  default: <package.json version>-g<git short sha>, plus .dirty.<unix time> when the remote's
             sources (or shared/, tools/webpack/) have uncommitted changes; a published version is never reused
  --from     publish a build made elsewhere (e.g. CI's artifact) instead of building mf-<remote>/dist
  --commit   the commit that build came from (default: HEAD)
  --over-budget  publish a build over its size budget (mf-<remote>/size-budget.json) anyway; the reason
             (3-500 characters) is recorded with the version`;

const REMOTES = ['lobby', 'account', 'mail-rewards', 'wheel'];

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      from: { type: 'string' },
      commit: { type: 'string' },
      'over-budget': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [command, remote, ...extra] = positionals;
if (command !== 'publish' || !REMOTES.includes(remote ?? '') || extra.length) {
  console.error(`${command === 'publish' ? `unknown remote "${remote ?? ''}"` : `unknown command "${command ?? ''}"`}\n${USAGE}`);
  process.exit(2);
}

const git = (...args) => {
  const out = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return out.status === 0 ? out.stdout.trim() : '';
};

const appDir = `mf-${remote}`;
let dist = values.from ? resolve(values.from) : join(ROOT, appDir, 'dist');
if (!values.from) {
  try {
    await buildApps({ only: [appDir] });
  } catch (error) {
    fail(error.message);
    process.exit(1);
  }
}
if (!existsSync(join(dist, 'mf-manifest.json'))) {
  fail(`${dist} has no mf-manifest.json: not a build of a remote`);
  process.exit(1);
}

// The size budget: a build over it is refused unless the team says why; a broken budget file always is.
let measured;
/** Recorded with the version only when it is over (a reason given for a build within budget is not kept). */
let overReason;
try {
  const checked = checkBuild(join(ROOT, appDir), dist);
  measured = checked.measured;
  if (checked.over.length) {
    const lines = checked.over.map((o) => `  ${describeExcess(o)}`).join('\n');
    if (!values['over-budget']) {
      fail(`${remote}: over its size budget (${join(appDir, BUDGET_FILE)}):\n${lines}\nMake it smaller, raise the budget in a reviewed change, or publish with --over-budget "<reason>".`);
      process.exit(1);
    }
    warn(`${remote}: over its size budget, published anyway (--over-budget):\n${lines}`);
    overReason = values['over-budget'];
  } else {
    info(`${remote}: within its size budget (${join(appDir, BUDGET_FILE)})`);
  }
} catch (error) {
  fail(error.message);
  process.exit(1);
}

const commit = values.commit ?? git('rev-parse', 'HEAD');
// The commit's author, when this clone has the commit (a --from build of another clone's commit may not).
const author = commit ? git('log', '-1', '--format=%an', commit) : '';
const version = (() => {
  if (values.version) return values.version;
  const pkg = JSON.parse(readFileSync(join(ROOT, appDir, 'package.json'), 'utf8'));
  const sha = git('rev-parse', '--short=7', 'HEAD') || 'nogit';
  const dirty = !values.from && git('status', '--porcelain', '--', appDir, 'shared', join('tools', 'webpack')) !== '';
  return `${pkg.version}-g${sha}${dirty ? `.dirty.${Math.floor(Date.now() / 1000)}` : ''}`;
})();

const pnpm = ensurePnpm();
const args = [
  '--silent',
  '--filter',
  '@casino/api',
  'run',
  'remote-publish',
  'publish',
  remote,
  '--version',
  version,
  '--dir',
  dist,
  '--sizes',
  JSON.stringify(measured),
  ...(overReason ? ['--over-budget', overReason] : []),
  ...(commit ? ['--commit', commit] : []),
  ...(author ? ['--author', author] : []),
];
const result = spawnSync(pnpm, args, { cwd: ROOT, env: pnpmEnv(), stdio: 'inherit' });
process.exit(result.status ?? 1);
