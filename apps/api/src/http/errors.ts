/** An answer with a status and `{message}`; anything else thrown by a route is a 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);
export const conflict = (message: string): HttpError => new HttpError(409, message);

export const NOT_SIGNED_IN = 'Not signed in.';
export const FORBIDDEN = 'Forbidden.';
export const INTERNAL_ERROR = 'Internal server error.';
