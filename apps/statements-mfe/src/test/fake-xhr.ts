/** A scripted XMLHttpRequest for the uploads: each request waits until the test reports progress and answers it. */
export class FakeXhrRequest {
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  body: XMLHttpRequestBodyInit | null = null;
  readonly upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private headers: Record<string, string> = {};

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  send(body: XMLHttpRequestBodyInit | null): void {
    this.body = body;
    FakeXhrRequest.sent.push(this);
  }

  getResponseHeader(name: string): string | null {
    return this.headers[name.toLowerCase()] ?? null;
  }

  /** The text fields of the multipart body, and the file under its field name. */
  get fields(): Record<string, string> {
    const form = this.body instanceof FormData ? this.body : new FormData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
    return fields;
  }

  fileIn(field: string): File | null {
    const value = this.body instanceof FormData ? this.body.get(field) : null;
    return value instanceof File ? value : null;
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  respond(status: number, body: unknown, headers: Record<string, string> = {}): void {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.headers = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    this.onload?.();
  }

  /** The server cannot be reached. */
  fail(): void {
    this.onerror?.();
  }

  static sent: FakeXhrRequest[] = [];
}

/** Replaces XMLHttpRequest for one test; returns the requests as they are sent. */
export function installFakeXhr(): FakeXhrRequest[] {
  FakeXhrRequest.sent = [];
  Object.defineProperty(window, 'XMLHttpRequest', { configurable: true, writable: true, value: FakeXhrRequest });
  return FakeXhrRequest.sent;
}
