import semver from 'semver';

/** A shared package as an mf-manifest.json lists it. */
interface TManifestShared {
  name?: unknown;
  version?: unknown;
  requiredVersion?: unknown;
  singleton?: unknown;
}

/** What the shell provides of each shared singleton: its version and its own range. */
export type TShellShared = Record<string, { version: string; range: string }>;

const sharedList = (manifest: unknown): TManifestShared[] => {
  const list = (manifest as { shared?: unknown } | null)?.shared;
  return Array.isArray(list) ? (list as TManifestShared[]) : [];
};

/** A remote's shared singletons and the ranges it needs (from its mf-manifest.json): package -> range. */
export const sharedRangesOf = (manifest: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const s of sharedList(manifest)) {
    if (s.singleton !== true || typeof s.name !== 'string' || typeof s.requiredVersion !== 'string') continue;
    out[s.name] = s.requiredVersion;
  }
  return out;
};

/** The shell's shared singletons (from its own mf-manifest.json, emitted at its build). */
export const shellSharedOf = (manifest: unknown): TShellShared => {
  const out: TShellShared = {};
  for (const s of sharedList(manifest)) {
    if (s.singleton !== true || typeof s.name !== 'string' || typeof s.version !== 'string') continue;
    out[s.name] = { version: s.version, range: typeof s.requiredVersion === 'string' ? s.requiredVersion : s.version };
  }
  return out;
};

export interface TCompatProblem {
  package: string;
  /** The range the version needs. */
  versionRange: string;
  /** The range the shell declares, and the version it actually provides. */
  shellRange: string;
  shellVersion: string;
}

/**
 * The shell loads first and every singleton is shared 'loaded-first', so the remote runs with the shell's
 * copy: each singleton both share must be a version the remote's range accepts. A singleton only the remote
 * lists is its own copy (no conflict); one it does not list is not its concern.
 */
export const compatProblems = (versionShared: Record<string, string>, shell: TShellShared): TCompatProblem[] => {
  const problems: TCompatProblem[] = [];
  for (const [pkg, range] of Object.entries(versionShared)) {
    const provided = shell[pkg];
    if (!provided) continue;
    const valid = semver.validRange(range) !== null;
    if (!valid || !semver.satisfies(provided.version, range, { includePrerelease: true })) {
      problems.push({ package: pkg, versionRange: range, shellRange: provided.range, shellVersion: provided.version });
    }
  }
  return problems;
};

export const describeProblem = (p: TCompatProblem): string =>
  `${p.package}: the version needs ${p.versionRange}, the shell provides ${p.shellVersion} (${p.shellRange})`;
