import type { ZodError, ZodIssue } from 'zod';

// Say "Required" for a missing field instead of zod's "expected string, received undefined":
// these messages reach people and the model, which should fix the call in one go.
// Set in zod's one global config, which zod keeps on `globalThis.__zod_globalConfig` (zod/v4/core
// core.js: it adopts an object already there), not through `z.config`: importing zod here would
// put it in every function's cold start, the agent's included, whose import parses no schema
// (issue 35). tests/unit/config-fields.test.ts checks that zod reads this very function.
const zodGlobal = globalThis as { __zod_globalConfig?: { customError?: (issue: { code?: string; input?: unknown }) => string | undefined } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.customError = requiredForMissing;

/** zod's `customError`: "Required" for an absent value, zod's own message otherwise. */
export function requiredForMissing(issue: { code?: string; input?: unknown }): string | undefined {
  return issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined;
}

/**
 * The closed set of error codes clients may see (CONTRACT.md). Adding a code means adding it
 * to the contract, its status here, and its tests.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  AMBIGUOUS_NAME: 409,
  BOARD_FULL: 409,
  NOTEBOOK_NOTHING_TO_STUDY: 422,
  AI_REFUSED: 422,
  RATE_LIMITED: 429,
  TOO_MANY_STREAMS: 429,
  AI_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  path: string;
  message: string;
}

export interface AppErrorDetails {
  fields?: FieldError[];
  /** Extra machine-readable data for the client (e.g. ambiguous-name candidates). */
  data?: Record<string, unknown>;
  /** Seconds until a rate limit frees up; becomes the Retry-After header. */
  retryAfterS?: number;
}

/** An expected failure: its message is safe to show to the user (and to the model). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: AppErrorDetails;

  constructor(code: ErrorCode, message: string, details: AppErrorDetails = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static notFound(what: string): AppError {
    return new AppError('NOT_FOUND', `${what} not found`);
  }

  static validation(fields: FieldError[], message = 'Some fields are invalid'): AppError {
    return new AppError('VALIDATION_FAILED', message, { fields });
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}

function issuePath(issue: ZodIssue): string {
  return issue.path.map(String).join('.');
}

/** Every failed field, never just the first: a client (or the model) fixes them all at once. */
export function fieldsFromZod(err: ZodError): FieldError[] {
  return err.issues.map((issue) => ({ path: issuePath(issue), message: issue.message }));
}

export function fromZod(err: ZodError): AppError {
  const fields = fieldsFromZod(err);
  const named = [...new Set(fields.map((f) => f.path || '(body)'))].join(', ');
  return AppError.validation(fields, `Invalid input: ${named}`);
}

/** The contract's error envelope. */
export interface ErrorBody {
  error: { code: ErrorCode | 'INTERNAL'; message: string; fields?: FieldError[] } & Record<string, unknown>;
}

export function errorBody(err: AppError): ErrorBody {
  return {
    error: {
      code: err.code,
      message: err.message,
      ...(err.details.fields ? { fields: err.details.fields } : {}),
      ...(err.details.data ?? {}),
    },
  };
}
