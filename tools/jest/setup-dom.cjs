require('@testing-library/jest-dom');

// CI machines are small and busy: give async queries (findBy*, waitFor) more than the 1 s default.
const rtl = require(require.resolve('@testing-library/react', { paths: [process.cwd()] }));
rtl.configure({ asyncUtilTimeout: 5000 });
