// `npm run feedback:export`: see src/feedback/exportCommand.ts, or run it with --help.
import { runExport } from '../src/feedback/exportCommand';

process.exitCode = await runExport(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
