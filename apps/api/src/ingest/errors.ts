/** Why ingest refuses an upload: the form or file is wrong, too large, collides with another upload, or cannot be read now. */
export type IngestErrorKind = 'invalid' | 'too-large' | 'conflict' | 'unavailable';

/** A refusal in the uploader's words, without an HTTP status: the routes answer each kind with its own (http/errors.ts INGEST_STATUS). */
export class IngestError extends Error {
  constructor(
    readonly kind: IngestErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export const invalidUpload = (message: string): IngestError => new IngestError('invalid', message);
