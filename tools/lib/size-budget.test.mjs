// node --test tools/lib/size-budget.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { BUDGET_FILE, checkBuild, describeExcess, measureBuild } from './size-budget.mjs';

const root = mkdtempSync(join(tmpdir(), 'size-budget-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** A remote's build folder as webpack writes it: stats, manifest, route chunks, files (and .br siblings). */
const fakeRemote = (name, budget) => {
  const app = join(root, name);
  const dist = join(app, 'dist');
  mkdirSync(dist, { recursive: true });
  const file = (f, bytes) => writeFileSync(join(dist, f), 'x'.repeat(bytes));
  file('remoteEntry.js', 9000);
  file('remoteEntry.js.br', 1000);
  file('expose_routes.js', 300); // small files get no .br: counted as they are
  file('expose_Search.js', 5000);
  file('expose_Search.js.br', 2000);
  file('page-home.js', 30_000);
  file('page-home.js.br', 4000);
  file('shared-react.js', 50_000);
  file('shared-react.js.br', 20_000);
  writeFileSync(
    join(dist, 'mf-stats.json'),
    JSON.stringify({
      exposes: [
        { path: './routes', assets: { js: { sync: ['expose_routes.js'], async: ['page-home.js'] } } },
        { path: './Search', assets: { js: { sync: ['expose_Search.js', 'shared-react.js'], async: [] } } },
      ],
      shared: [{ name: 'react', assets: { js: { sync: ['shared-react.js'], async: [] } } }],
    }),
  );
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } }));
  writeFileSync(join(dist, 'route-chunks.json'), JSON.stringify({ routes: { Home: ['page-home.js'] } }));
  if (budget !== undefined) writeFileSync(join(app, BUDGET_FILE), JSON.stringify(budget));
  return { app, dist };
};

test('measures what a browser receives, without the shell-provided singletons', () => {
  const { dist } = fakeRemote('measure');
  assert.deepEqual(measureBuild(dist), {
    unit: 'bytes',
    entry: 1000,
    exposes: { './routes': 300, './Search': 2000 },
    // The entry, the routes module and the page: 1000 + 300 + 4000.
    routes: { Home: 5300 },
  });
});

test('a build within its budget passes; one over it is named with its size and budget', () => {
  const within = fakeRemote('within', { exposes: { './routes': 300, './Search': 2500 }, routes: { Home: 6000 } });
  assert.deepEqual(checkBuild(within.app, within.dist).over, []);
  const over = fakeRemote('over', { exposes: { './routes': 300, './Search': 1500 }, routes: { Home: 5000 } });
  const excess = checkBuild(over.app, over.dist).over;
  assert.deepEqual(excess.map(describeExcess), ['exposed module ./Search: 2.0 kB, budget 1.5 kB (+0.5 kB)', 'route Home: 5.3 kB, budget 5.0 kB (+0.3 kB)']);
});

test('a budget file with a negative, missing or non-numeric size is refused, naming the file and the key', () => {
  const bad = fakeRemote('bad', { exposes: { './routes': -1, './Search': '2000' }, routes: {} });
  assert.throws(() => checkBuild(bad.app, bad.dist), (error) => {
    assert.match(error.message, new RegExp(`${BUDGET_FILE}`));
    assert.match(error.message, /exposes\["\.\/routes"\] is -1/);
    assert.match(error.message, /exposes\["\.\/Search"\] is "2000"/);
    assert.match(error.message, /routes\["Home"\] has no budget \(the build has it: 5300 bytes\)/);
    return true;
  });
  const none = fakeRemote('none', { exposes: { './routes': 300, './Search': 2500 } });
  assert.throws(() => checkBuild(none.app, none.dist), /"routes" is missing or not an object/);
  const absent = fakeRemote('absent');
  assert.throws(() => checkBuild(absent.app, absent.dist), /cannot read .*size-budget\.json/);
});
