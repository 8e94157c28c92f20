import { useCallback, useState } from 'react';
import { API_PATHS, UPLOAD_FORM_FIELDS, type UploadReply } from '@checker/domain';

export type { UploadAnswer, UploadReply } from '@checker/domain';
import { api } from '../api';
import { signedOut } from '../auth-slice';
import { useAppDispatch } from '../store';
import { clearTokenCookie } from '../token-cookie';

/** A CSV the server sent as an attachment (a template or a converted mutasi). */
export interface DownloadedFile {
  fileName: string;
  text: string;
}

/** Convert Mutasi (spec 02 §7): the banks offered and the endpoint converting each one's .xls/.xlsx. */
export const CONVERT_MUTASI_BANKS = [
  { value: 'bni-mobile', label: 'BNI Mobile Banking', path: API_PATHS.convertBniMobile },
  { value: 'mandiri', label: 'Mandiri', path: API_PATHS.convertMandiri },
  { value: 'qris', label: 'QRIS', path: API_PATHS.convertQris },
] as const;
export type ConvertMutasiBank = (typeof CONVERT_MUTASI_BANKS)[number]['value'];

/** `attachment; filename="x.csv"` or RFC 5987 `filename*=UTF-8''x.csv`; the fallback when neither is there. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      return fallback;
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name === '' ? fallback : name;
}

/** The path after /api of a server path such as TEMPLATE_DOWNLOADS' `/api/templatemutasibankbca`. */
function apiRelative(path: string): string {
  return path.startsWith('/api/') ? path.slice('/api'.length) : path;
}

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Reads a file answer as text; a failure keeps its JSON body so the caller can show the server's message. */
function downloadHandler(fallbackName: string) {
  return async (response: Response): Promise<DownloadedFile | unknown> => {
    const text = await response.text();
    if (!response.ok) return jsonObject(text) ?? text;
    return { fileName: fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName), text };
  };
}

export const uploadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET one CSV template (a TEMPLATE_DOWNLOADS path). */
    downloadTemplate: build.mutation<DownloadedFile, string>({
      query: (path) => ({ url: apiRelative(path), method: 'GET', responseHandler: downloadHandler('template.csv'), cache: 'no-store' }),
    }),
  }),
});

export const { useDownloadTemplateMutation } = uploadsApi;

/** What a form POST ended with: the HTTP status (0 when the server was not reached), the body text and one header. */
export interface FormPostOutcome {
  httpStatus: number;
  text: string;
  header: (name: string) => string | null;
}

/**
 * POSTs a multipart form with XMLHttpRequest, because fetch cannot report upload progress.
 * `onProgress` gets the share of the request body sent, 0..100. Cookies go with it.
 */
export function postForm(path: string, form: FormData, onProgress?: (percent: number) => void): Promise<FormPostOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    const unreached = () => resolve({ httpStatus: 0, text: '', header: () => null });
    request.open('POST', path);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (onProgress && event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    request.onload = () => resolve({ httpStatus: request.status, text: request.responseText, header: (name) => request.getResponseHeader(name) });
    request.onerror = unreached;
    request.onabort = unreached;
    request.send(form);
  });
}

/** postForm for a page: a 401 ends the session exactly as the RTK Query calls do. */
function useFormPost() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (path: string, form: FormData, onProgress?: (percent: number) => void): Promise<FormPostOutcome> => {
      const outcome = await postForm(path, form, onProgress);
      if (outcome.httpStatus === 401) {
        clearTokenCookie();
        dispatch(signedOut());
      }
      return outcome;
    },
    [dispatch],
  );
}

/** What an upload request ended with: the HTTP status (0 when the server was not reached) and the parsed body. */
export interface UploadOutcome {
  httpStatus: number;
  body: UploadReply | null;
}

/** Uploads a statement or BO form to an upload endpoint (`/api/...`), reporting the bytes sent. */
export function useUploadWithProgress() {
  const post = useFormPost();
  return useCallback(
    async (path: string, form: FormData, onProgress: (percent: number) => void): Promise<UploadOutcome> => {
      const outcome = await post(path, form, onProgress);
      return { httpStatus: outcome.httpStatus, body: jsonObject(outcome.text) as UploadReply | null };
    },
    [post],
  );
}

export type ConvertOutcome = { ok: true; file: DownloadedFile } | { ok: false; message: string | null };

/** Convert Mutasi: POSTs the bank's .xls/.xlsx and answers the CSV to save, or the server's message. */
export function useConvertMutasi() {
  const post = useFormPost();
  const [isLoading, setLoading] = useState(false);
  const convert = useCallback(
    async (bank: ConvertMutasiBank, file: File): Promise<ConvertOutcome> => {
      const path = CONVERT_MUTASI_BANKS.find((b) => b.value === bank)?.path;
      if (!path) return { ok: false, message: null };
      const form = new FormData();
      form.append(UPLOAD_FORM_FIELDS.file, file, file.name);
      setLoading(true);
      try {
        const outcome = await post(path, form);
        if (outcome.httpStatus >= 200 && outcome.httpStatus < 300) {
          const fallback = `${file.name.replace(/\.[^.]*$/, '')}.csv`;
          return { ok: true, file: { fileName: fileNameFromDisposition(outcome.header('content-disposition'), fallback), text: outcome.text } };
        }
        const message = jsonObject(outcome.text)?.message;
        return { ok: false, message: typeof message === 'string' && message.trim() !== '' ? message : null };
      } finally {
        setLoading(false);
      }
    },
    [post],
  );
  return [convert, { isLoading }] as const;
}
