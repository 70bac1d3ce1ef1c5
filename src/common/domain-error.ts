/**
 * What went wrong, named by its cause and independent of transport. Clients see the value as the
 * `error` field of an error response; the HTTP status and headers of each code are decided in
 * one place, `httpResponseOf` (src/common/http-exception.filter.ts).
 */
export enum ErrorCode {
  // The request itself
  /** A body, query or path parameter that does not match its schema (`issues` names each field). */
  ValidationFailed = 'validation_failed',
  /** A body that is not JSON, not UTF-8, or arrived cut short. */
  MalformedBody = 'malformed_body',
  BodyTooLarge = 'body_too_large',
  /** A body that is not `application/json`, or in a charset/encoding the parser does not read. */
  UnsupportedMediaType = 'unsupported_media_type',

  // Who is asking
  /** No credential, or one that is not (or no longer) valid: intake token, reviewer session, conversation token. */
  Unauthenticated = 'unauthenticated',
  /** A login with a wrong e-mail or password (or a disabled account: deliberately the same answer). */
  InvalidCredentials = 'invalid_credentials',
  /** A cookie session's state-changing request without its X-CSRF-Token. */
  CsrfTokenMismatch = 'csrf_token_mismatch',
  /** A reviewer without the role the endpoint needs. */
  Forbidden = 'forbidden',

  // What is not there
  /** No route (or review page asset) at this path. */
  RouteNotFound = 'route_not_found',
  UnitNotFound = 'unit_not_found',
  ConflictNotFound = 'conflict_not_found',
  MergeSuggestionNotFound = 'merge_suggestion_not_found',
  LearnedPhraseNotFound = 'learned_phrase_not_found',
  PhraseSuggestionNotFound = 'phrase_suggestion_not_found',
  RetirementCandidateNotFound = 'retirement_candidate_not_found',
  ReviewerNotFound = 'reviewer_not_found',
  /** An unknown conversation, or a token that is not its own (the same answer, on purpose). */
  ConversationNotFound = 'conversation_not_found',
  MessageNotFound = 'message_not_found',
  /** An unknown ticketing-system connector, or one whose URL and credentials are not set. */
  ConnectorNotFound = 'connector_not_found',

  // The state does not allow it
  /** The client's `version` (or previewed queue) is out of date; `current` carries what is there now. */
  StaleVersion = 'stale_version',
  /** A unit already approved, a conflict or merge suggestion already resolved. */
  AlreadyDecided = 'already_decided',
  /** The unit was merged into another one and takes no more changes. */
  UnitSuperseded = 'unit_superseded',
  /** The redactor finds personal data in the unit: it cannot be approved as it is. */
  UnitContainsPii = 'unit_contains_pii',
  EmailTaken = 'email_taken',
  /** The change would leave no active admin. */
  LastActiveAdmin = 'last_active_admin',
  AlreadyRated = 'already_rated',
  /** The conversation's previous answer is still being written. */
  AnswerInProgress = 'answer_in_progress',
  /** A contact address for a conversation that was never handed over to a person (no ticket to keep it on). */
  NotHandedOver = 'not_handed_over',
  /** A ticketing system's webhook delivery that was received already (a replay). */
  WebhookReplayed = 'webhook_replayed',
  /** An escalation of a conversation in which the customer has written nothing: there is no request to hand over. */
  NothingToEscalate = 'nothing_to_escalate',
  /** A choice of a unit the chosen message did not offer as a suggestion. */
  SuggestionNotOffered = 'suggestion_not_offered',

  // Try again later
  /** Too many requests or failed logins; `retryAfterSeconds` says when to come back. */
  RateLimited = 'rate_limited',
  /** A conversation handed over again too soon after its last handover (ESCALATION_COOLDOWN_SECONDS); `retryAfterSeconds` says when. */
  EscalationCooldown = 'escalation_cooldown',
  /** The login throttle's store (Redis) does not answer: logins are refused rather than unthrottled. */
  LoginUnavailable = 'login_unavailable',

  /** Anything not foreseen: the client sees no detail, the log gets the stack. */
  /** A readiness probe failed: a dependency (database, Redis, migrations, the worker) is not there. */
  NotReady = 'not_ready',
  Internal = 'internal_error',
}

export interface ErrorIssue {
  path: string;
  message: string;
}

/** What some causes carry besides the message, for the client to act on. */
export interface DomainErrorDetails {
  /** When to try again (rate_limited); sent as the Retry-After header. */
  retryAfterSeconds?: number;
  /** The resource as it is now (stale_version), so the client can rebase instead of reloading. */
  current?: unknown;
}

export class DomainError extends Error {
  readonly retryAfterSeconds?: number;
  readonly current?: unknown;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues: ErrorIssue[] = [],
    details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.current = details.current;
  }
}
