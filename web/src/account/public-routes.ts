/**
 * The pages that work signed out (the emailed links land on them): `#/reset?token=…`,
 * `#/verify?token=…`, `#/forgot`, `#/privacy`. Framework-free, like routes.ts.
 */
export type PublicPage = 'reset' | 'verify' | 'forgot' | 'privacy';

export function publicRoute(hash: string): { page: PublicPage; token: string | undefined } | undefined {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  const page = path.replace(/^\/+|\/+$/g, '');
  if (page !== 'reset' && page !== 'verify' && page !== 'forgot' && page !== 'privacy') return undefined;
  return { page, token: new URLSearchParams(query).get('token') ?? undefined };
}
