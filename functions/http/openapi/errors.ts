import { z } from 'zod';
import type { ZodOpenApiResponseObject } from 'zod-openapi';
import { ERROR_STATUS, type ErrorCode } from '../../../core/errors';

/** Every code a client may see (core/errors.ts, CONTRACT "HTTP"), plus the 500's INTERNAL. */
export const ErrorCodeSchema = z.enum([...(Object.keys(ERROR_STATUS) as ErrorCode[]), 'INTERNAL']).meta({ id: 'ErrorCode' });

/**
 * The contract's one error shape. Some codes carry more fields inside `error` (AMBIGUOUS_NAME's
 * `candidates`, NOT_FOUND's `topics`, CONFLICT's `existing`), so the object stays open.
 */
export const ErrorEnvelope = z
  .object({
    error: z.looseObject({
      code: ErrorCodeSchema,
      message: z.string().describe('Human text, safe to show'),
      fields: z.array(z.object({ path: z.string(), message: z.string() })).optional().describe('VALIDATION_FAILED: every failed field'),
      requestId: z.string().optional().describe('INTERNAL only: the reference to quote'),
    }),
  })
  .meta({ id: 'ErrorEnvelope' });

const RetryAfter = z.string().describe('Seconds until the limit frees up (or, for AI_UNAVAILABLE, until a model link is back)');

function errorResponse(id: string, description: string, headers = false): ZodOpenApiResponseObject {
  return {
    id,
    description,
    ...(headers ? { headers: z.object({ 'Retry-After': RetryAfter }) } : {}),
    content: { 'application/json': { schema: ErrorEnvelope } },
  };
}

/** Shared error responses by status, each a named component. */
export const ERROR_RESPONSES = {
  400: errorResponse('ValidationFailed', 'VALIDATION_FAILED: the body, query or a path id is invalid (every failed field is listed)'),
  401: errorResponse('Unauthorized', 'UNAUTHORIZED: missing, expired or revoked access token'),
  404: errorResponse('NotFound', "NOT_FOUND: no such resource (also for another person's: its existence is never revealed)"),
  409: errorResponse('Conflict', 'CONFLICT, AMBIGUOUS_NAME or BOARD_FULL'),
  422: errorResponse('Unprocessable', 'NOTEBOOK_NOTHING_TO_STUDY or AI_REFUSED'),
  429: errorResponse('RateLimited', 'RATE_LIMITED (with Retry-After) or TOO_MANY_STREAMS', true),
  500: errorResponse('Internal', 'INTERNAL: a bug on our side; the body carries a reference id'),
  503: errorResponse('AiUnavailable', 'AI_UNAVAILABLE: every model link is failing or cooling (Retry-After when known)', true),
} as const;

/** Any other error status a route may answer: the same envelope, its status from the code table (core/errors.ts). */
export const OTHER_ERRORS = errorResponse('OtherError', 'Any other error: the same envelope; the status follows the code (CONTRACT "HTTP")');

export type ErrorStatus = keyof typeof ERROR_RESPONSES;
