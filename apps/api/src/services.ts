import type { TokenClaims } from '@checker/auth';
import type { Config } from './config';
import type { Db } from './db/db';
import type { UploadWorker } from './upload/workers';

/** The claims in the `token` cookie plus the id of the server-side session it belongs to. */
export interface SessionClaims extends TokenClaims {
  sid: string;
}

/** Signs and verifies the `token` JWT; jose lives behind this so the app can be built without it in tests. */
export interface TokenSigner {
  sign(claims: SessionClaims, expiresAt: Date): Promise<string>;
  /** The claims of a token with a valid signature that has not expired, otherwise null. */
  verify(token: string): Promise<SessionClaims | null>;
}

/** What every route plugin receives. */
export interface Services {
  db: Db;
  config: Config;
  tokens: TokenSigner;
  /** Parses uploaded files off the main thread. */
  uploadWorker: UploadWorker;
}
