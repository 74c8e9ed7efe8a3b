/**
 * What went wrong, named for what it is, with a sentence a person can read. lib/ throws these and
 * never an HTTP status: lib/http/api.ts answers each kind with its status, once, for every route.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    /** When asking again can work (a limit, a lock): seconds from now. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The request is not acceptable as sent: a missing field, a wrong value, a file no longer there. */
export class Invalid extends DomainError {}

/** Who is asking could not be told: not signed in, a wrong password, PIN or secret. */
export class Unauthenticated extends DomainError {}

/** Who is asking may not do this. */
export class Forbidden extends DomainError {}

/** A payment did not go through: declined, or not yet made. */
export class PaymentRefused extends DomainError {}

/** What was asked for does not exist (or is not this person's to see). */
export class NotFound extends DomainError {}

/** What it is now does not allow it: already refunded, already paid, changed meanwhile. */
export class Conflict extends DomainError {}

/** It was there but has run out: an expired link. */
export class Expired extends DomainError {}

/** A file or body larger than we take. */
export class TooLarge extends DomainError {}

/** A file or body of a kind we do not take. */
export class UnsupportedType extends DomainError {}

/** Asked too often: a limit says when to try again. */
export class TooManyAttempts extends DomainError {}

/** An outside service (payments, files, AI) did not answer as it should. */
export class UpstreamFailed extends DomainError {}

/** Not possible just now on our side (a plan not set up to be sold online). */
export class Unavailable extends DomainError {}

/**
 * Whether an error is a refusal the person can act on (wrong input, a state that does not allow
 * it, a declined card), as opposed to a failure on our side or an outside service's.
 */
export function isRefusal(error: unknown): error is DomainError {
  return error instanceof DomainError && !(error instanceof UpstreamFailed) && !(error instanceof Unavailable);
}
