// `npm run dev`: the API (rebuilt and restarted on change) plus dev servers with live reload for
// the shell (http://localhost:4200) and the three remotes (4201 admin, 4202 statements, 4203 reports).
import { spawn } from 'node:child_process';
import { ensureInstalled, nxEnv, root } from './lib.mjs';

if (!ensureInstalled()) process.exit(1);

const processes = [
  ['api', ['rspack', 'build', '--watch', '-c', 'apps/api/rspack.config.mjs', '--env', 'dev-server']],
  ['shell', ['rspack', 'serve', '-c', 'apps/shell/rspack.config.mjs']],
  ['admin', ['rspack', 'serve', '-c', 'apps/admin-mfe/rspack.config.mjs']],
  ['statements', ['rspack', 'serve', '-c', 'apps/statements-mfe/rspack.config.mjs']],
  ['reports', ['rspack', 'serve', '-c', 'apps/reports-mfe/rspack.config.mjs']],
].map(([name, args]) => {
  const child = spawn('npx', args, { cwd: root, env: { ...nxEnv, NODE_ENV: 'development' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  child.stdout.on('data', (chunk) => process.stdout.write(prefix + String(chunk).replace(/\n(?=.)/g, `\n${prefix}`)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix + String(chunk).replace(/\n(?=.)/g, `\n${prefix}`)));
  return child;
});
console.log('Dev mode: open http://localhost:4200 (API on http://localhost:3000).');
const stop = () => {
  for (const child of processes) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
