// `npm start`: install what is missing, build every app with the Nx cache, serve on :3000.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, nx, nxEnv, root } from './lib.mjs';

if (!ensureInstalled()) process.exit(1);
if (!nx('build', ['run-many', '-t', 'build'])) process.exit(1);

const server = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], { cwd: root, stdio: 'inherit', env: nxEnv });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
