import { Hono } from 'hono';
import * as auth from '../../../core/auth/service';
import { changePassword } from '../../../core/auth/password-change';
import { confirmReset, requestReset } from '../../../core/auth/password-reset';
import { endOtherSessions, endSession, listSessions } from '../../../core/auth/sessions';
import { summarizeUserAgent } from '../../../core/auth/user-agent';
import { emailStatus, resendVerification, verifyEmail } from '../../../core/auth/verify-email';
import { cancelAllTurns } from '../../../core/ai/agent/turn/cancel';
import { requireAuth } from '../auth-middleware';
import { readJson } from '../body';
import type { AppContext, AppEnv } from '../types';

const signIn = (c: AppContext) => ({ deps: c.get('deps'), ip: c.get('clientIp'), userAgent: summarizeUserAgent(c.req.header('user-agent')) });
const ctx = (c: AppContext) => ({ deps: c.get('deps'), actor: c.get('actor') });

/**
 * /auth: sign-in without a bearer token; the account routes (password, sessions, the address's
 * verification status and resend) with one. POST /auth/verify takes the emailed token alone,
 * since the link may be opened on a device that is not signed in.
 */
export const authRoutes = new Hono<AppEnv>()
  .use('/password', requireAuth)
  .use('/sessions/*', requireAuth)
  .use('/verify/resend', requireAuth)
  .on('GET', '/verify', requireAuth)
  .post('/signup', async (c) => c.json(await auth.signup(signIn(c), await readJson(c)), 201))
  .post('/login', async (c) => c.json(await auth.login(signIn(c), await readJson(c))))
  .post('/refresh', async (c) => c.json(await auth.refresh(c.get('deps'), await readJson(c))))
  .post('/logout', async (c) => {
    const deps = c.get('deps');
    const userId = await auth.logout(deps, await readJson(c));
    // S2: logging out stops the model calls the person still has running.
    if (userId) await cancelAllTurns({ deps, actor: { userId } });
    return c.body(null, 204);
  })
  .post('/password', async (c) => c.json(await changePassword(ctx(c), await readJson(c))))
  .post('/password-reset', async (c) => c.json(await requestReset(signIn(c), await readJson(c)), 202))
  .post('/password-reset/confirm', async (c) => {
    await confirmReset(signIn(c), await readJson(c));
    return c.body(null, 204);
  })
  .post('/verify', async (c) => c.json(await verifyEmail(signIn(c), await readJson(c))))
  .get('/verify', async (c) => c.json(await emailStatus(ctx(c))))
  .post('/verify/resend', async (c) => c.json(await resendVerification(ctx(c)), 202))
  .get('/sessions', async (c) => c.json(await listSessions(ctx(c))))
  .post('/sessions/end-others', async (c) => c.json(await endOtherSessions(ctx(c))))
  .delete('/sessions/:id', async (c) => {
    await endSession(ctx(c), { id: c.req.param('id') });
    return c.body(null, 204);
  });
