import { createDocument, type ZodOpenApiPathsObject } from 'zod-openapi';
import { toOperation, type Method } from './operation';
import { API_ROUTES } from './registry';

let built: ReturnType<typeof createDocument> | undefined;

/**
 * The OpenAPI 3.1 document, generated from the routes' own zod schemas (the registry) by
 * zod-openapi. Built once per instance, on first request: it never changes while running.
 */
export function openApiDocument() {
  if (built) return built;
  const paths: ZodOpenApiPathsObject = {};
  for (const [key, spec] of Object.entries(API_ROUTES)) {
    const [method, path] = key.split(' ') as [Method, string];
    (paths[path] ??= {})[method.toLowerCase() as 'get'] = toOperation(key as `${Method} /${string}`, spec);
  }
  built = createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Beyou API',
        version: '1',
        description: [
          'The REST API of Beyou (habits, tasks, goals, routines, the study notebook and the AI agent).',
          '',
          '- **Auth**: `Authorization: Bearer <accessToken>` on everything but `/auth/*` sign-in routes, `/health` and this document.',
          '- **Errors** always have the `ErrorEnvelope` shape with the matching status; `VALIDATION_FAILED` lists every failed field.',
          '- **Rate limits**: 429 `RATE_LIMITED` with `Retry-After` (seconds).',
          '- **Lists** answer `{ items, nextCursor }`; pass `nextCursor` back as `?cursor=` until it is null.',
          "- **The agent's stream** (`POST /ai/agent/chats/{id}/stream`) answers `text/event-stream`; each event's data is an `AgentEvent*` schema.",
        ].join('\n'),
      },
      servers: [{ url: '/', description: 'This server' }],
      security: [{ bearerAuth: [] }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The `accessToken` from /auth/signup, /auth/login or /auth/refresh' },
        },
      },
      paths,
    },
    { outputIdSuffix: 'Output' },
  );
  return built;
}
