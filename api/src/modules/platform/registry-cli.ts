import { loadConfig } from '../../config';
import { runRegistryCli } from './registry-cli-runner';
import { openDirectRegistry } from './cli-direct';

// Staff CLI: `pnpm registry <command>`. See registry-cli-runner.ts for commands.
const config = loadConfig();
const exitCode = await runRegistryCli(process.argv.slice(2), {
  config,
  env: process.env,
  io: { out: (line) => console.log(line), err: (line) => console.error(line) },
  openDirect: (actor) => openDirectRegistry(config, actor),
});
process.exit(exitCode);
