import { Hono, type Handler, type Context } from 'hono';
import type { ExecutionContext } from 'hono';
import type { AppEnv } from './types';

/**
 * A handler that serves its requests with a sub-app loaded by the first request that reaches
 * it: in a bundle split by esbuild, `load`'s `import()` is a chunk that is neither read nor
 * evaluated at a cold start (issue 35: the agent function imports without the turn's code, the
 * chain's provider SDKs and the tools). The outer app's middleware has already run (request id,
 * origin guard, body limit, auth, rate buckets): its context variables (deps, actor, …) are
 * handed to the sub-app, and whatever the sub-app throws, an unmatched path included, goes to
 * the outer app's error handler, so the answers are the ones a statically mounted route gives.
 * A failed load is not kept: the next request tries again.
 */
export function mountOnFirstUse(load: () => Promise<Hono<AppEnv>>): Handler<AppEnv> {
  const outer = new WeakMap<Request, Context<AppEnv>>();
  let loading: Promise<Hono<AppEnv>> | undefined;
  const sub = () => {
    loading ??= load().then(
      (routes) =>
        new Hono<AppEnv>()
          .use(async (c, next) => {
            const from = outer.get(c.req.raw);
            if (from) for (const [key, value] of Object.entries(from.var)) c.set(key as keyof AppEnv['Variables'], value as never);
            await next();
          })
          .route('/', routes)
          .notFound(() => {
            throw new NotMounted();
          })
          .onError((err) => {
            throw err;
          }),
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    );
    return loading;
  };
  return async (c, next) => {
    const app = await sub();
    outer.set(c.req.raw, c);
    try {
      return await app.fetch(c.req.raw, c.env, executionCtxOf(c));
    } catch (err) {
      if (!(err instanceof NotMounted)) throw err;
      // No route of the sub-app: the outer app answers as it would for any unknown path.
      await next();
      return c.res;
    }
  };
}

/** Thrown by the sub-app for a path it has no route for. */
class NotMounted extends Error {}

/** Lambda's (functions/lambda/stream-handler.ts) or none: Node and tests have no execution context. */
function executionCtxOf(c: Context<AppEnv>): ExecutionContext | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}
