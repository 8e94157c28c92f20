import type { SaidFields } from '@checker/domain';
import { answerOf, type Saying } from '../http/errors';

/** Why an upload is refused: the form or file is wrong, too large, collides with another upload, or cannot be read now. */
export type UploadErrorKind = 'invalid' | 'too-large' | 'conflict' | 'unavailable';

/** A refusal in the uploader's words, without an HTTP status: the routes answer each kind with its own (http/errors.ts UPLOAD_ERROR_STATUS). */
export class UploadError extends Error {
  readonly answer: SaidFields;
  constructor(
    readonly kind: UploadErrorKind,
    saying: Saying,
  ) {
    const answer = answerOf(saying);
    super(answer.message);
    this.answer = answer;
  }
}

export const invalidUpload = (saying: Saying): UploadError => new UploadError('invalid', saying);
