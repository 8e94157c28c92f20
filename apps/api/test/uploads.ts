// Multipart uploads for the API tests (Node's fetch and FormData), and the recon fixtures they send.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, withoutMessageKeys, type TestServer } from './harness';

export const FIXTURES_DIR = join(REPO_ROOT, 'libs', 'recon', 'test-fixtures');

/** A statement or BO export of libs/recon/test-fixtures (the real layouts, synthetic data). */
export function fixture(name: string): Buffer {
  return readFileSync(join(FIXTURES_DIR, name));
}

export type { UploadAnswer } from '@checker/domain';

export interface PostedFile {
  status: number;
  headers: Headers;
  body: Buffer;
  text: string;
  json<T = Record<string, unknown>>(): T;
  /** The body parsed as JSON as it came, catalogue fields included. */
  said<T = Record<string, unknown>>(): T;
}

export interface FileToSend {
  name: string;
  content: Buffer | string;
  type?: string;
}

export interface FormToSend {
  file?: FileToSend;
  fields?: Record<string, string>;
  fieldName?: string;
}

/** A multipart form: the text fields, then `file` in `fieldName` (default myfile). */
export function uploadForm(options: FormToSend): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  if (options.file) {
    const content = typeof options.file.content === 'string' ? Buffer.from(options.file.content, 'utf8') : options.file.content;
    form.append(options.fieldName ?? 'myfile', new Blob([new Uint8Array(content)], { type: options.file.type ?? 'text/csv' }), options.file.name);
  }
  return form;
}

/** POSTs a multipart form (uploadForm). */
export async function postFile(server: TestServer, path: string, options: FormToSend & { cookies?: string }): Promise<PostedFile> {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: 'POST',
    body: uploadForm(options),
    headers: options.cookies ? { cookie: options.cookies } : {},
  });
  const body = Buffer.from(await response.arrayBuffer());
  const text = body.toString('utf8');
  return { status: response.status, headers: response.headers, body, text, json: <T>() => withoutMessageKeys(JSON.parse(text)) as T, said: <T>() => JSON.parse(text) as T };
}

/** GETs a download as bytes. */
export async function getFile(server: TestServer, path: string, cookies?: string): Promise<PostedFile> {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, { headers: cookies ? { cookie: cookies } : {} });
  const body = Buffer.from(await response.arrayBuffer());
  const text = body.toString('utf8');
  return { status: response.status, headers: response.headers, body, text, json: <T>() => withoutMessageKeys(JSON.parse(text)) as T, said: <T>() => JSON.parse(text) as T };
}
