import { compatProblems, describeProblem, sharedRangesOf, shellSharedOf } from './compat';

const manifest = (shared: Array<{ name: string; version: string; requiredVersion: string; singleton?: boolean }>) => ({ shared });
const shell = shellSharedOf(
  manifest([
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    { name: 'react-router', version: '7.18.5', requiredVersion: '^7.18.5', singleton: true },
    { name: '@casino/shared', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
    { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1' },
  ]),
);

describe('compatibility gate', () => {
  it('reads singletons only, with their ranges', () => {
    expect(shell).toEqual({
      react: { version: '19.3.1', range: '^19.3.1' },
      'react-router': { version: '7.18.5', range: '^7.18.5' },
      '@casino/shared': { version: '0.1.0', range: '^0.1.0' },
    });
    expect(sharedRangesOf(manifest([{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }, { name: 'x', version: '1.0.0', requiredVersion: '^1' }]))).toEqual({ react: '^19.3.1' });
    expect(sharedRangesOf(null)).toEqual({});
    expect(shellSharedOf({ shared: 'nope' })).toEqual({});
  });

  it('accepts a version whose ranges the shell satisfies', () => {
    expect(compatProblems({ react: '^19.0.0', 'react-router': '^7.0.0', '@casino/shared': '^0.1.0', 'left-pad': '^1.0.0' }, shell)).toEqual([]);
  });

  it('refuses a version that needs another major, naming the package and both ranges', () => {
    const problems = compatProblems({ react: '^20.0.0', '@casino/shared': '^0.2.0' }, shell);
    expect(problems.map(describeProblem)).toEqual([
      'react: the version needs ^20.0.0, the shell provides 19.3.1 (^19.3.1)',
      '@casino/shared: the version needs ^0.2.0, the shell provides 0.1.0 (^0.1.0)',
    ]);
  });

  it('refuses a range that is not semver', () => {
    expect(compatProblems({ react: 'workspace:*' }, shell)).toHaveLength(1);
  });
});
