/** An error whose status and message are safe to show the caller as `{error}`. */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in again.') => new HttpError(401, message);
export const forbidden = (message = 'You can only act for your own account.') => new HttpError(403, message);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, headers: Record<string, string> = {}) => new HttpError(429, message, headers);
export const badGateway = (message: string) => new HttpError(502, message);
export const unavailable = () =>
  new HttpError(503, 'The service is busy right now. Please try again in a moment.');

/** Whether an error is the 404 a lookup throws for something that is not there (or not yours). */
export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;
