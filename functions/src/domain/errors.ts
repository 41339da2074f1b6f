// What can go wrong in a use case, in the domain's words. The layers below and the use cases
// throw these; only the HTTP layer (http/handler.ts) turns them into a status and `{error}`,
// while the bot and the check-in job test for them by class. Each message is safe to show.

export abstract class DomainError extends Error {
  override name = 'DomainError';
}

/** Something the caller named is not there, or is not theirs (which reads the same). */
export class NotFound extends DomainError {
  override name = 'NotFound';
  constructor(what: string) {
    super(`${what} not found`);
  }
}

/** The request is well-formed but clashes with what is stored or under way. */
export class Conflict extends DomainError {
  override name = 'Conflict';
}

/** The input breaks a rule the schema alone cannot check. */
export class Invalid extends DomainError {
  override name = 'Invalid';
}

/** The caller has used up an allowance; they may try again after `retryAfterSeconds`. */
export class LimitReached extends DomainError {
  override name = 'LimitReached';
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, retryAfterSeconds?: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Something the use case needs cannot answer now (storage, or a part not set up). */
export class Unavailable extends DomainError {
  override name = 'Unavailable';
  constructor(message = 'The service is busy right now. Please try again in a moment.', options?: ErrorOptions) {
    super(message, options);
  }
}

/** The caller is signed in but asks to act for someone else. */
export class Forbidden extends DomainError {
  override name = 'Forbidden';
  constructor(message = 'You can only act for your own account.') {
    super(message);
  }
}

/** The caller could not be told apart from anyone else: no or wrong credentials. */
export class Unauthenticated extends DomainError {
  override name = 'Unauthenticated';
  constructor(message = 'Please sign in again.') {
    super(message);
  }
}

/** An outside provider (the AI) failed to give a usable answer. */
export class ProviderFailed extends DomainError {
  override name = 'ProviderFailed';
}
