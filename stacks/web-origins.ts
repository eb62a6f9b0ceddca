// The web client's origins, read by every stack that answers a browser (the REST API's CORS,
// the agent's function URL, the upload bucket): one rule, in a file of its own so no stack
// imports another for it.
/**
 * CORS origins from `WEB_ORIGIN` (comma list of exact origins) at deploy time. Dev stages
 * default to `*`; prod must name its web client, so a forgotten variable fails the deploy
 * instead of opening the API to every site.
 */
export function webOrigins(stage: string, given: string | undefined): string[] {
  const list = (given ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) {
    if (stage === 'prod') throw new Error('WEB_ORIGIN must be set for the prod stage (e.g. https://app.beyou.example)');
    return ['*'];
  }
  for (const origin of list) {
    const ok = origin === '*' ? stage !== 'prod' : URL.canParse(origin) && new URL(origin).origin === origin;
    if (!ok) throw new Error(`WEB_ORIGIN: "${origin}" is not an origin like https://app.example.com`);
  }
  return list;
}
