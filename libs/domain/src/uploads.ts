import type { UploadAnswer } from './schemas/uploads';

/** The answer of an upload endpoint: the route schema's type. */
export type { UploadAnswer } from './schemas/uploads';

/**
 * A parsed answer of an upload request as a page reads it, trusting no field: the upload's answer, or a
 * refusal's `{message}`.
 */
export type UploadReply = Partial<Omit<UploadAnswer, 'data'>> & { data?: Array<{ message?: string }>; message?: string };
