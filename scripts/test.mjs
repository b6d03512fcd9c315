// `npm test`: every test, as CI runs it. The generated sources are written once, first: the steps run without their
// `pre` step (`npm run --ignore-scripts`, which the build inside `test:e2e` inherits), where each would write them
// again. ESLint (single-threaded, the longest check) runs beside tsc, Prettier and then Vitest, so that both cores stay
// busy; then the browser tests on a production build. Each step's time is printed: CI's log says where its minutes
// went.
import { spawn } from 'node:child_process';

/** Runs `npm run <script>` without its `pre` step; resolves with its exit code and (when buffered) its output. */
function runScript(script, { buffered }) {
  const started = Date.now();
  const child = spawn('npm', ['run', '--ignore-scripts', '-s', script], {
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      resolve({
        script,
        code: code ?? 1,
        output: Buffer.concat(output).toString(),
        seconds: (Date.now() - started) / 1000,
      });
    });
  });
}

const report = ({ script, code, seconds }) =>
  console.log(`\n── ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(0)} s`);

async function sequential(script) {
  const result = await runScript(script, { buffered: false });
  report(result);
  if (result.code !== 0) process.exit(result.code);
}

await sequential('generate');

// Two lanes side by side; each step is printed whole when it ends.
async function lane(scripts) {
  const results = [];
  for (const script of scripts) {
    const result = await runScript(script, { buffered: true });
    process.stdout.write(result.output);
    report(result);
    results.push(result);
  }
  return results;
}
const checks = (await Promise.all([lane(['lint:code']), lane(['typecheck', 'lint:format', 'test:unit'])])).flat();
const failed = checks.find((result) => result.code !== 0);
if (failed) process.exit(failed.code);

await sequential('test:e2e');
