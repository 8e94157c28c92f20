import { readFile, stat } from 'node:fs/promises';
import { basename, extname, resolve, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@checker/auth';
import { said, saidFields, type Said } from '@checker/domain';
import { parseRemotesMap, type WebConfig } from '../config';
import { requestPath } from '../http/access';

/** Files a deploy replaces in place: the browser must revalidate them on every load. */
const REVALIDATED_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(fileName: string): string {
  return REVALIDATED_FILES.has(fileName) || fileName.endsWith('.html') ? NO_CACHE : IMMUTABLE;
}

export function defaultRemotes(): Record<string, string> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
}

/** The defaults, then the CHECKER_REMOTES_JSON file (read now, so a deploy may edit it), then CHECKER_REMOTES. */
export async function remotesMap(web: WebConfig): Promise<Record<string, string>> {
  const fromFile = web.remotesFile ? parseRemotesMap(await readFile(web.remotesFile, 'utf8'), `CHECKER_REMOTES_JSON (${web.remotesFile})`) : {};
  return { ...defaultRemotes(), ...fromFile, ...(web.remotesInline ?? {}) };
}

/**
 * Where the configured remotes are served from, as CSP sources: the origin of every absolute
 * manifest URL (a remote's chunks sit beside its manifest), the bare host of a scheme-relative one.
 * Same-origin (relative) manifests add nothing to 'self'.
 */
export function remoteSources(remotes: Record<string, string>): string[] {
  const sources = new Set<string>();
  for (const manifest of Object.values(remotes)) {
    const schemeRelative = manifest.startsWith('//');
    let url: URL;
    try {
      url = new URL(schemeRelative ? `https:${manifest}` : manifest);
    } catch {
      // A path: served by this server.
      continue;
    }
    if (url.protocol === 'http:' || url.protocol === 'https:') sources.add(schemeRelative ? url.host : url.origin);
  }
  return [...sources].sort();
}

/**
 * The Content-Security-Policy of the app's pages: scripts, styles, images, fonts and fetches only
 * from this origin and the configured remotes' origins; no plugins, no <base>, no framing.
 * style-src needs 'unsafe-inline': antd's CSS-in-JS writes <style> elements at run time, some of
 * its components write style attributes (a nonce never covers attributes), and index.html is a
 * static file, so there is no per-response nonce to hand out. Scripts get no such exception.
 */
export function documentPolicy(remotes: Record<string, string>): string {
  const from = (...sources: string[]): string => [...sources, ...remoteSources(remotes)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${from("'self'")}`,
    `style-src ${from("'self'", "'unsafe-inline'")}`,
    `img-src ${from("'self'", 'data:')}`,
    `font-src ${from("'self'", 'data:')}`,
    `connect-src ${from("'self'")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/**
 * Sends `relative` from `root` when it is a regular file inside it (no dotfiles); false otherwise.
 * An HTML page gets the app's Content-Security-Policy, built from the remotes configured now.
 */
async function sendStatic(reply: FastifyReply, web: WebConfig, root: string, relative: string): Promise<boolean> {
  if (relative === '' || relative.split('/').some((segment) => segment.startsWith('.'))) return false;
  const base = resolve(root);
  const full = resolve(base, relative);
  if (!full.startsWith(base + sep)) return false;
  try {
    if (!(await stat(full)).isFile()) return false;
  } catch {
    return false;
  }
  reply.header('cache-control', cacheControlFor(basename(full)));
  if (extname(full).toLowerCase() === '.html') {
    // A remotes file broken after start fails /config/remotes.json loudly; the page itself still
    // loads (sign-in, dashboard), with a policy that names no remote origin.
    const remotes = await remotesMap(web).catch(() => defaultRemotes());
    reply.header('content-security-policy', documentPolicy(remotes));
  }
  await reply.sendFile(full.slice(base.length + 1), base, { cacheControl: false });
  return true;
}

function notFoundAnswer(reply: FastifyReply, message: Said = said('server.web.notFound')): FastifyReply {
  return reply.code(404).send(saidFields(message));
}

/**
 * Production web serving for every path outside /api: the shell at /, each remote at
 * /remotes/<name>/, /config/remotes.json, and index.html for extension-less paths (SPA routes).
 * A missing build folder only makes its files 404.
 */
export function webHandler(web: WebConfig) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFoundAnswer(reply);
    let path: string;
    try {
      path = decodeURIComponent(requestPath(request.url));
    } catch {
      return notFoundAnswer(reply);
    }

    if (path === '/config/remotes.json') {
      const map = await remotesMap(web);
      return reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8').send(JSON.stringify(map));
    }

    if (path === '/remotes' || path.startsWith('/remotes/')) {
      const match = /^\/remotes\/([^/]+)\/(.+)$/.exec(path);
      if (!match || !isRemoteName(match[1] as string)) return notFoundAnswer(reply);
      if (await sendStatic(reply, web, web.remoteDirs[match[1] as RemoteName], match[2] as string)) return reply;
      return notFoundAnswer(reply);
    }

    if (await sendStatic(reply, web, web.shellDir, path.slice(1))) return reply;
    if (extname(path) === '' && (await sendStatic(reply, web, web.shellDir, 'index.html'))) return reply;
    return notFoundAnswer(reply, said(extname(path) === '' ? 'server.web.notBuilt' : 'server.web.notFound'));
  };
}
