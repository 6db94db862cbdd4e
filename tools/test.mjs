#!/usr/bin/env node
// `npm test`: installs what is missing (pnpm, dependencies, Debian's Chromium), then runs every test stage
// in order and stops at the first failure. The last line is `Summary: N passed, N failed` (N = stages).
// `npm test -- --help` lists the stages and options.
import { parseArgs } from 'node:util';
import { buildApps } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { c, fail, info, seconds } from './lib/log.mjs';
import { isReachable } from './lib/net.mjs';
import { PNPM, ensurePnpm, pnpmEnv } from './lib/pnpm.mjs';
import { ROOT, apps } from './lib/repo.mjs';
import { checkRemotes } from './lib/size-budget.mjs';
import { run } from './lib/run.mjs';

const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/test';

/** DATABASE_URL unset and a PostgreSQL on the standard port: test that path too. `DATABASE_URL=` opts out. */
const choosePostgres = async () => {
  if (process.env.DATABASE_URL === '') {
    delete process.env.DATABASE_URL;
    info('DATABASE_URL is empty: API tests run on embedded PGlite only');
  } else if (process.env.DATABASE_URL) {
    info('DATABASE_URL is set: API tests also run against that PostgreSQL');
  } else if (await isReachable(5432)) {
    process.env.DATABASE_URL = LOCAL_PG;
    info(`PostgreSQL answers on 127.0.0.1:5432: API tests also run against it (DATABASE_URL=${LOCAL_PG})`);
  } else {
    info('No PostgreSQL on 127.0.0.1:5432: API tests run on embedded PGlite only');
  }
};

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** Same for Redis: the rate-limit and push fan-out tests run against it when it answers. `REDIS_URL=` opts out. */
const chooseRedis = async () => {
  if (process.env.REDIS_URL === '') {
    delete process.env.REDIS_URL;
    info('REDIS_URL is empty: the Redis tests do not run');
  } else if (process.env.REDIS_URL) {
    info('REDIS_URL is set: the Redis tests run against it');
  } else if (await isReachable(6379)) {
    process.env.REDIS_URL = LOCAL_REDIS;
    info(`Redis answers on 127.0.0.1:6379: the Redis tests run against it (REDIS_URL=${LOCAL_REDIS})`);
  } else {
    info('No Redis on 127.0.0.1:6379: the Redis tests do not run');
  }
};

const pnpmStage = (...args) => async () => {
  const { code } = await run(PNPM, args, { cwd: ROOT, env: pnpmEnv() });
  if (code !== 0) throw new Error(`pnpm ${args.join(' ')} exited with ${code}`);
};

const STAGES = [
  {
    name: 'setup',
    what: 'pnpm, dependencies, Chromium, database and Redis choice',
    run: async () => {
      await ensureDependencies(ensurePnpm());
      info(`Chromium: ${await ensureChromium()}`);
      await choosePostgres();
      await chooseRedis();
    },
  },
  { name: 'typecheck', what: 'pnpm -r typecheck', run: pnpmStage('-r', '--workspace-concurrency=2', 'typecheck') },
  { name: 'lint', what: 'pnpm lint', run: pnpmStage('lint') },
  {
    name: 'unit',
    what: "unit + API integration tests: pnpm -r --filter '!@casino/e2e' test",
    run: pnpmStage('-r', '--workspace-concurrency=2', '--filter', '!@casino/e2e', 'test'),
  },
  {
    name: 'build',
    what: "production builds of the shell, the remotes and the staff console (unchanged ones skipped), then each remote's size budget",
    run: async () => {
      await buildApps();
      const { ok, lines } = checkRemotes(apps().filter((app) => !app.isPage));
      for (const line of lines) info(line);
      if (!ok) throw new Error('a remote is over its size budget (mf-<remote>/size-budget.json; see docs/releases.md)');
    },
  },
  { name: 'e2e', what: 'pnpm --filter @casino/e2e test (Playwright, Chromium)', run: pnpmStage('--filter', '@casino/e2e', 'test') },
];

const USAGE = `Usage: node tools/test.mjs [--only stage,...] [--skip stage,...]   (npm test -- [options])
Stages, in order (setup always runs):
${STAGES.map((s) => `  ${s.name.padEnd(10)} ${s.what}`).join('\n')}`;
let values;
try {
  ({ values } = parseArgs({
    options: { only: { type: 'string' }, skip: { type: 'string' }, help: { type: 'boolean', default: false } },
  }));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const list = (s) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : []);
const only = list(values.only);
const skip = list(values.skip);
const unknown = [...only, ...skip].filter((n) => !STAGES.some((s) => s.name === n));
if (unknown.length) {
  fail(`unknown stage(s): ${unknown.join(', ')}; stages: ${STAGES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
// Setup always runs: the other stages need pnpm and node_modules.
const selected = STAGES.filter((s) => s.name === 'setup' || ((!only.length || only.includes(s.name)) && !skip.includes(s.name)));

const started = Date.now();
const results = [];
for (const [index, stage] of selected.entries()) {
  if (results.some((r) => r.status === 'failed')) {
    results.push({ stage, status: 'not run' });
    continue;
  }
  console.log(`\n${c.bold(c.blue(`━━ [${index + 1}/${selected.length}] ${stage.name}`))} ${c.dim(`· ${stage.what}`)}`);
  const t0 = Date.now();
  try {
    await stage.run();
    results.push({ stage, status: 'passed', ms: Date.now() - t0 });
    console.log(c.green(`✔ ${stage.name} passed in ${seconds(Date.now() - t0)}`));
  } catch (error) {
    results.push({ stage, status: 'failed', ms: Date.now() - t0 });
    fail(`${stage.name} failed in ${seconds(Date.now() - t0)}: ${error.message}`);
  }
}

const count = (status) => results.filter((r) => r.status === status).length;
const mark = { passed: c.green('✔'), failed: c.red('✖'), 'not run': c.dim('–') };
console.log(`\n${c.bold('Stages')}`);
for (const r of results) {
  console.log(`  ${mark[r.status]} ${r.stage.name.padEnd(10)} ${r.ms === undefined ? c.dim(r.status) : seconds(r.ms)}`);
}
console.log(`Total ${seconds(Date.now() - started)}`);
const notRun = count('not run');
console.log(`Summary: ${count('passed')} passed, ${count('failed')} failed${notRun ? `, ${notRun} skipped` : ''}`);
process.exit(count('failed') ? 1 : 0);
