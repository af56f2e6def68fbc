import { parseWebArgs, runWebHost } from '../electron/webhost/webCli';

// npm run web -- [--port N] [--no-open] [--profile <name or id>]
try {
  await runWebHost(parseWebArgs(process.argv.slice(2)));
} catch (e) {
  console.error(`npm run web: ${(e as Error).message}`);
  process.exit(1);
}
