// Helpers for the README's two commands. Plain Node (no dependencies) because they run before
// `npm install` has necessarily happened.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');

/** Nx without the daemon or cloud prompts: CI and fresh clones behave the same. */
export const nxEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', NX_SKIP_NX_CACHE_WARNING: 'true' };

export function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: nxEnv, ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds}s (exit ${result.status ?? result.signal}).`);
    return false;
  }
  console.log(`✔ ${label} (${seconds}s)`);
  return true;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const fresh = existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return true;
  // `npm install` honours the lockfile; `npm ci` may refuse a lockfile made on Linux only (DESIGN §2).
  return run('install dependencies', 'npm', ['install', '--no-audit', '--no-fund']);
}

export const nx = (label, args) => run(label, 'npx', ['nx', ...args, '--outputStyle=stream']);
