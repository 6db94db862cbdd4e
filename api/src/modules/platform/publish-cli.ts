import { join } from 'node:path';
import { loadConfig } from '../../config';
import { repoRoot } from '../../lib/paths';
import { createFolderStorage } from './cdn-storage';
import { openDirectRegistry } from './cli-direct';
import { runPublishCli } from './publish-cli-runner';

// `pnpm remote publish <remote>` (tools/remote.mjs builds, picks the version, then runs this with --dir).
const config = loadConfig();
const storage = createFolderStorage({ dir: process.env.CDN_DIR || join(repoRoot(), '.data', 'cdn'), publicUrl: config.releases.cdnPublicUrl });
const exitCode = await runPublishCli(process.argv.slice(2), {
  config,
  env: process.env,
  storage,
  io: { out: (line) => console.log(line), err: (line) => console.error(line) },
  openDirect: (actor) => openDirectRegistry(config, actor),
});
process.exit(exitCode);
