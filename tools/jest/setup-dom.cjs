/* global beforeEach */
require('@testing-library/jest-dom');

// CI machines are small and busy: give async queries (findBy*, waitFor) more than the 1 s default. They end as
// soon as the state is there; 5 s was seen to run out on a loaded 2-core machine (console's reports screen).
const rtl = require(require.resolve('@testing-library/react', { paths: [process.cwd()] }));
rtl.configure({ asyncUtilTimeout: 15_000 });

// Pages render once the shell knows their market (it sets the market's currency before any remote mounts): the
// tests render as the default market's page, Turkey's, unless a test sets another market.
let shared;
try {
  shared = require(require.resolve('@casino/shared', { paths: [process.cwd()] }));
} catch {
  shared = undefined; // a package without the shared stores (the game client)
}
if (shared?.globalStore) {
  beforeEach(() => {
    if (!shared.globalStore.currency) shared.globalStore.currency = 'TRY';
  });
}
