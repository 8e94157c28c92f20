import { chmod, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { Db } from '../db/db';

/**
 * The operator's channel to a server running on PGlite, on a unix socket in the data directory's
 * socket dir (mode 0600: whoever may read the data may ask for it). `POST /dump` answers the data
 * directory as a tar, taken between two statements while the server goes on serving:
 * `npm run backup` cannot open the data directory the server holds.
 */
export async function serveOperatorSocket(socketPath: string, db: Db): Promise<() => Promise<void>> {
  await rm(socketPath, { force: true });
  const server: Server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/dump' || !db.dumpDataDir) {
      response.writeHead(404).end('Only POST /dump is served here.');
      return;
    }
    db.dumpDataDir().then(
      (data) => response.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': data.byteLength }).end(data),
      (error: unknown) => response.writeHead(500).end(error instanceof Error ? error.message : String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      void rm(socketPath, { force: true });
    });
}
