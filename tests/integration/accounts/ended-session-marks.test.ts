/**
 * The marks behind "an ended session's access token is refused at once" (core/auth/
 * ended-sessions.ts): kept on the profile the liveness read fetches anyway, pruned once no
 * token they name can be alive, never lost to a concurrent ending, bounded in number, and
 * checked on the agent's routes too, whose liveness read is folded into their first wave.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { ENDED_MARK_S, ENDED_MAX, endAccessTokens } from '../../../core/auth/ended-sessions';
import { agentApi, agentSettings } from '../../support/agent';
import { fixedClock, testDeps } from '../../support/deps';
import { signUp, testApi } from '../../support/http';

const clock = fixedClock(new Date('2026-12-02T10:00:00.250Z'));
const api = testApi(testDeps({}, { clock }));
const deps = api.deps;
const sessionOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

async function marks(userId: string) {
  const item = (await deps.db.doc.send(new GetCommand({ TableName: deps.db.tableName, Key: { pk: `USER#${userId}`, sk: 'PROFILE' }, ConsistentRead: true }))).Item!;
  return { ended: item.endedSessions as Record<string, number> | undefined, validFrom: item.tokensValidFrom as number | undefined };
}

describe('ended-session marks on the profile', () => {
  it('are pruned once every token they could name has expired', async () => {
    const u = await signUp(api);
    await endAccessTokens(deps, u.id, ['rtf_OLD']);
    expect(Object.keys((await marks(u.id)).ended!)).toEqual(['rtf_OLD']);
    clock.advance((ENDED_MARK_S + 1) * 1000);
    await endAccessTokens(deps, u.id, ['rtf_NEW']);
    expect(Object.keys((await marks(u.id)).ended!)).toEqual(['rtf_NEW']);
  });

  it('two endings at once both land (the map is written only over the one read)', async () => {
    const u = await signUp(api);
    await endAccessTokens(deps, u.id, ['rtf_FIRST']);
    const ids = Array.from({ length: 6 }, (_, i) => `rtf_AT_ONCE_${i}`);
    await Promise.all(ids.map((id) => endAccessTokens(deps, u.id, [id])));
    expect(Object.keys((await marks(u.id)).ended!).sort()).toEqual(['rtf_FIRST', ...ids].sort());
  });

  it('past ENDED_MAX, one "issued before" mark replaces them: every earlier token is void, a refreshed one works a second later', async () => {
    const u = await signUp(api);
    expect((await api.request('GET', '/habits', { token: u.accessToken })).status).toBe(200);
    await endAccessTokens(deps, u.id, Array.from({ length: ENDED_MAX + 1 }, (_, i) => `rtf_MANY${i}`));
    const after = await marks(u.id);
    expect(Object.keys(after.ended!)).toHaveLength(ENDED_MAX + 1);
    expect(after.validFrom).toBe(Math.floor(clock.now().getTime() / 1000) + 1);
    // One more ending: the map holds only it, the valid-from mark covers the rest.
    await endAccessTokens(deps, u.id, ['rtf_ONE_MORE']);
    expect(Object.keys((await marks(u.id)).ended!)).toEqual(['rtf_ONE_MORE']);

    expect((await api.request('GET', '/habits', { token: u.accessToken })).status).toBe(401);
    clock.advance(1000);
    const next = await api.request('POST', '/auth/refresh', { body: { refreshToken: u.refreshToken } });
    expect(next.status).toBe(200);
    expect((await api.request('GET', '/habits', { token: next.body.accessToken })).status).toBe(200);
  });

  it('a sign-in past its 90 days, no longer listed, still has its last access token ended by "everywhere else"', async () => {
    const u = await signUp(api);
    let old = { accessToken: u.accessToken, refreshToken: u.refreshToken };
    const refreshOld = async () => {
      const res = await api.request('POST', '/auth/refresh', { body: { refreshToken: old.refreshToken } });
      expect(res.status).toBe(200);
      old = res.body;
    };
    // Refreshed every 14 days (the refresh token lives 15) up to a minute before its 90 days end.
    for (let i = 0; i < 6; i++) {
      clock.advance(14 * 24 * 3600_000);
      await refreshOld();
    }
    clock.advance((90 - 84) * 24 * 3600_000 - 60_000);
    await refreshOld();
    clock.advance(120_000);
    const now = await api.request('POST', '/auth/login', { body: { email: u.email, password: 'Correct-horse-42' } });
    expect((await api.request('GET', '/auth/sessions', { token: now.body.accessToken })).body.items).toHaveLength(1);
    expect((await api.request('GET', '/habits', { token: old.accessToken })).status).toBe(200);
    expect((await api.request('POST', '/auth/sessions/end-others', { token: now.body.accessToken })).body).toEqual({ ended: 0 });
    expect((await api.request('GET', '/habits', { token: old.accessToken })).status).toBe(401);
  });

  it('an account that is gone takes no mark and fails nothing', async () => {
    await expect(endAccessTokens(deps, 'usr_NOBODY', ['rtf_X'])).resolves.toBeUndefined();
    expect((await deps.db.doc.send(new GetCommand({ TableName: deps.db.tableName, Key: { pk: 'USER#usr_NOBODY', sk: 'PROFILE' } }))).Item).toBeUndefined();
  });
});

describe('the agent routes (liveness folded into their first wave)', () => {
  let modelCalls = 0;
  const model = new MockLanguageModelV3({
    doStream: async () => {
      modelCalls++;
      throw new Error('an ended session must not reach the model');
    },
  });
  const agent = agentApi(() => agentSettings(model, []));

  it('refuse an ended session’s token on the stream POST and on an approval answer, before any model call', async () => {
    const laptop = await signUp(agent);
    const login = await agent.request('POST', '/auth/login', { body: { email: laptop.email, password: 'Correct-horse-42' } });
    const phone = login.body.accessToken as string;
    const chatId = await agent.newChat(phone);
    await agent.request('DELETE', `/auth/sessions/${sessionOf(phone)}`, { token: laptop.accessToken });

    const stream = await agent.stream(phone, chatId, { message: 'still here?' });
    expect(stream.status).toBe(401);
    expect(stream.json.error.code).toBe('UNAUTHORIZED');
    // An invalid body waits for the check too: the ended session hears 401, not 400.
    expect((await agent.stream(phone, chatId, { message: '' })).status).toBe(401);
    const answer = await agent.answer(phone, chatId, 'trn_01JAAAAAAAAAAAAAAAAAAAAAAA', 'apr_01JAAAAAAAAAAAAAAAAAAAAAAA', { approved: true });
    expect(answer.status).toBe(401);
    expect(modelCalls).toBe(0);
  });
});
