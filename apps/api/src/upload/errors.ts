/** Why an upload is refused: the form or file is wrong, too large, collides with another upload, or cannot be read now. */
export type UploadErrorKind = 'invalid' | 'too-large' | 'conflict' | 'unavailable';

/** A refusal in the uploader's words, without an HTTP status: the routes answer each kind with its own (http/errors.ts UPLOAD_ERROR_STATUS). */
export class UploadError extends Error {
  constructor(
    readonly kind: UploadErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export const invalidUpload = (message: string): UploadError => new UploadError('invalid', message);
