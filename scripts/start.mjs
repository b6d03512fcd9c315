// `npm start`: serves the production build, building it first when there is none.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: building first (a few minutes)…');
  run('npm', ['run', 'build']);
}
const port = process.env.PORT ?? '3000';
console.log(`Serving on http://localhost:${port}/x/introduction/`);
run('npx', ['next', 'start', '-p', port]);
