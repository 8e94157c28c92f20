import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_FORM_FIELDS, UPLOAD_MAX_BYTES } from '@checker/domain';
import { unknownFieldMessage } from '../http/validation';
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
      return new UploadError('too-large', `The file is larger than ${UPLOAD_MAX_MB} MB; upload a shorter period.`);
    case 'FST_FILES_LIMIT':
      return invalidUpload(`Send one file only, in the form field ${UPLOAD_FORM_FIELDS.file}.`);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return invalidUpload(`The form has too many fields (at most ${FIELDS_MAX}).`);
    case 'FST_PROTO_VIOLATION':
      return invalidUpload('The form has a field name that is not allowed.');
    case 'FST_MP_PREMATURE_CLOSE':
      return invalidUpload('The upload was interrupted before the whole file arrived.');
    default:
      return null;
  }
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
  if (!request.isMultipart()) throw invalidUpload(`Send the file as multipart/form-data in the form field ${UPLOAD_FORM_FIELDS.file}.`);
  const fields = new Map<string, string>();
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== UPLOAD_FORM_FIELDS.file) {
          part.file.resume();
          throw invalidUpload(`Send the file in the form field ${UPLOAD_FORM_FIELDS.file}, not ${JSON.stringify(part.fieldname)}.`);
        }
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (!textFields.has(part.fieldname)) {
        throw invalidUpload(unknownFieldMessage(part.fieldname));
      } else if (!fields.has(part.fieldname)) {
        if (part.valueTruncated) throw invalidUpload(`The form field ${part.fieldname} is longer than ${FIELD_MAX_BYTES} characters.`);
        fields.set(part.fieldname, String(part.value).trim());
      }
    }
  } catch (error) {
    throw formError(error) ?? error;
  }
  if (!file) throw invalidUpload(`No file: send it in the form field ${UPLOAD_FORM_FIELDS.file}.`);
  const fileName = file.fileName.trim();
  const extension = extensionOf(fileName);
  if (!extensions.includes(extension)) {
    throw invalidUpload(`The file must be ${extensions.join(' or ')}; ${JSON.stringify(fileName)} is not.`);
  }
  if (file.bytes.length === 0) throw invalidUpload(`The file ${fileName} is empty.`);
  return { fileName, bytes: file.bytes, fields };
}
