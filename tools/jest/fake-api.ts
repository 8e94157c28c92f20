/** A scripted stand-in for the API in jsdom tests (needs jsdom-fetch-environment.cjs): answers by "METHOD /path" and records every call. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** A fixed answer, or a function for answers that wait, fail to connect or change state. */
export type FakeAnswer = { status: number; body?: unknown; setCookie?: string } | ((call: FakeCall) => Promise<Response>);

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function tokenFor(claims: object): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function installFakeServer(routes: Record<string, FakeAnswer>) {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, window.location.href);
    const text = await request.text();
    const call: FakeCall = { method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const answer = routes[`${request.method} ${url.pathname}`];
    if (!answer) return jsonResponse(404, { message: 'Not found.' });
    if (typeof answer === 'function') return answer(call);
    if (answer.setCookie !== undefined) document.cookie = answer.setCookie;
    return jsonResponse(answer.status, answer.body);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls, fetchMock };
}

/** Removes every cookie jsdom holds for the test page. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}
