import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_FORM_FIELDS, UPLOAD_MAX_BYTES, said, type Said } from '@checker/domain';
import { UploadError, invalidUpload } from './errors';

export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);
const FIELD_MAX_BYTES = 1000;
const FIELDS_MAX = 30;

/** The one file of an upload or conversion form and its text fields. */
export interface UploadForm {
  fileName: string;
  bytes: Buffer;
  fields: ReadonlyMap<string, string>;
}

/**
 * Multipart parsing for the route plugin that calls it (the plugin is not encapsulated): at most one file of 20 MB and a few short
 * fields, so a request cannot make the server buffer more than that.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: FIELDS_MAX, fieldSize: FIELD_MAX_BYTES, parts: FIELDS_MAX + 1 },
    throwFileSizeLimit: true,
  });
}

function errorCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;
}

/** Multipart failures in words a user can act on. */
function formError(error: unknown): UploadError | null {
  switch (errorCode(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new UploadError('too-large', said('server.upload.tooLarge', { mb: UPLOAD_MAX_MB }));
    case 'FST_FILES_LIMIT':
      return invalidUpload(said('server.upload.oneFile', { field: UPLOAD_FORM_FIELDS.file }));
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return invalidUpload(said('server.upload.tooManyFields', { max: FIELDS_MAX }));
    case 'FST_PROTO_VIOLATION':
      return invalidUpload(said('server.upload.fieldNameRefused'));
    case 'FST_MP_PREMATURE_CLOSE':
      return invalidUpload(said('server.upload.interrupted'));
    default:
      return null;
  }
}

/** `.csv`, or `.xls or .xlsx`: the extensions a form takes. */
function wrongType(extensions: readonly string[], fileName: string): Said {
  const name = JSON.stringify(fileName);
  const last = extensions[extensions.length - 1] ?? '';
  if (extensions.length < 2) return said('server.upload.fileType', { extension: last, name });
  return said('server.upload.fileTypeEither', { first: extensions.slice(0, -1).join(' or '), second: last, name });
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}

/** The text fields of an upload form (spec 02 §3), besides the file. */
export const UPLOAD_TEXT_FIELDS: ReadonlySet<string> = new Set(Object.values(UPLOAD_FORM_FIELDS).filter((name) => name !== UPLOAD_FORM_FIELDS.file));

/**
 * Reads the whole form: the file must come in `myfile`, have one of `extensions` and not be empty;
 * a text field not among `textFields` is refused, as a JSON body's unknown field is. Field values
 * are trimmed; a field sent twice keeps its first value.
 */
export async function readUploadForm(request: FastifyRequest, extensions: readonly string[], textFields: ReadonlySet<string>): Promise<UploadForm> {
  if (!request.isMultipart()) throw invalidUpload(said('server.upload.notMultipart', { field: UPLOAD_FORM_FIELDS.file }));
  const fields = new Map<string, string>();
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== UPLOAD_FORM_FIELDS.file) {
          part.file.resume();
          throw invalidUpload(said('server.upload.wrongFileField', { field: UPLOAD_FORM_FIELDS.file, name: JSON.stringify(part.fieldname) }));
        }
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (!textFields.has(part.fieldname)) {
        throw invalidUpload(said('server.upload.unknownField', { field: JSON.stringify(part.fieldname) }));
      } else if (!fields.has(part.fieldname)) {
        if (part.valueTruncated) throw invalidUpload(said('server.upload.fieldTooLong', { field: part.fieldname, max: FIELD_MAX_BYTES }));
        fields.set(part.fieldname, String(part.value).trim());
      }
    }
  } catch (error) {
    throw formError(error) ?? error;
  }
  if (!file) throw invalidUpload(said('server.upload.noFile', { field: UPLOAD_FORM_FIELDS.file }));
  const fileName = file.fileName.trim();
  const extension = extensionOf(fileName);
  if (!extensions.includes(extension)) throw invalidUpload(wrongType(extensions, fileName));
  if (file.bytes.length === 0) throw invalidUpload(said('server.upload.emptyFile', { name: fileName }));
  return { fileName, bytes: file.bytes, fields };
}
