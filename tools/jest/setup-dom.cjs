require('@testing-library/jest-dom');

// CI machines are small and busy: give async queries (findBy*, waitFor) more than the 1 s default. They end as
// soon as the state is there; 5 s was seen to run out on a loaded 2-core machine (console's reports screen).
const rtl = require(require.resolve('@testing-library/react', { paths: [process.cwd()] }));
rtl.configure({ asyncUtilTimeout: 15_000 });
