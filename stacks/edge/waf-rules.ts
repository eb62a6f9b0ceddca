import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';

/**
 * The per-IP limit on everything (REST and the agent), per 5 minutes. A person: ~80 REST
 * requests a day (stacks/sizing.ts), a burst of maybe 60 while opening the app, plus up to 30
 * turns an hour (A9) ≈ 2.5 per 5 minutes. A school or office behind one NAT address with 100
 * people active at once is ~1,500–2,500; 3,000 keeps them served while one address flooding is
 * cut off within a minute, before its requests cost a Lambda invocation and a limiter write.
 */
export const RATE_PER_IP_5MIN = 3000;
/**
 * Sign-in, sign-up and password routes, per IP and 5 minutes: the app allows 5 attempts per IP
 * per 15 minutes (AUTH_SIGNIN_LIMIT) and answers the rest itself; this cuts a credential-
 * stuffing flood off at the edge, leaving room for a classroom signing up at once.
 */
export const AUTH_RATE_PER_IP_5MIN = 100;
export const AUTH_PATH_PREFIXES = ['/auth/login', '/auth/signup', '/auth/password'] as const;
/** The app's body limit (functions/http/base-app.ts MAX_BODY_BYTES), enforced before Lambda. */
export const MAX_BODY_BYTES = 64 * 1024;
/** The one route whose body may be larger (a TEXT source, up to 2 MB: base-app.ts LARGE_BODIES). */
export const LARGE_BODY_PATH = '^/notebook/pages/[^/]+/sources$';
export const WAF_RETRY_AFTER_S = 300;
/** Requests the logs keep besides every block: the agent's and sign-in's, by this label. */
export const LOGGED_LABEL = 'beyou:logged-path';

type Rule = CfnWebACL.RuleProperty;
const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });

/**
 * The 429 a browser can read: without CORS headers the web client sees a network error, not
 * RATE_LIMITED and its Retry-After. `*` because the body is static and carries nothing of
 * anyone's (and WAF cannot echo one of several origins); no credentials are involved (the
 * contract's token travels in Authorization).
 */
export const CORS_ON_BLOCK = [
  { name: 'access-control-allow-origin', value: '*' },
  { name: 'access-control-expose-headers', value: 'retry-after' },
] as const;

const blockWith = (code: number, bodyKey: string, extra: { name: string; value: string }[] = []) => ({
  block: { customResponse: { responseCode: code, customResponseBodyKey: bodyKey, responseHeaders: [...CORS_ON_BLOCK, ...extra] } },
});
const rateLimited = blockWith(429, 'rate-limited', [{ name: 'retry-after', value: String(WAF_RETRY_AFTER_S) }]);

const startsWith = (prefix: string) => ({
  byteMatchStatement: { fieldToMatch: { uriPath: {} }, positionalConstraint: 'STARTS_WITH', searchString: prefix, textTransformations: [{ priority: 0, type: 'NONE' }] },
});
const authPaths = { orStatement: { statements: AUTH_PATH_PREFIXES.map(startsWith) } };

/** The contract's error envelope for what the edge refuses itself. */
export const BLOCK_BODIES: Record<string, CfnWebACL.CustomResponseBodyProperty> = {
  'rate-limited': {
    contentType: 'APPLICATION_JSON',
    content: JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many requests from this address; try again in a few minutes.' } }),
  },
  'too-large': {
    contentType: 'APPLICATION_JSON',
    content: JSON.stringify({ error: { code: 'VALIDATION_FAILED', message: 'Request body is too large', fields: [{ path: '', message: `Body exceeds ${MAX_BODY_BYTES / 1024} KB` }] } }),
  },
};

/** The rules in evaluation order; `name` prefixes their metric names. */
export function edgeRules(name: string): Rule[] {
  return [
    {
      // Addresses AWS's threat intelligence already knows for bots and scanning.
      name: 'aws-ip-reputation',
      priority: 0,
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesAmazonIpReputationList' } },
      overrideAction: { none: {} },
      visibilityConfig: visibility(`${name}-ip-reputation`),
    },
    {
      name: 'rate-per-ip-auth',
      priority: 1,
      statement: { rateBasedStatement: { aggregateKeyType: 'IP', limit: AUTH_RATE_PER_IP_5MIN, evaluationWindowSec: 300, scopeDownStatement: authPaths } },
      action: rateLimited,
      visibilityConfig: visibility(`${name}-rate-per-ip-auth`),
    },
    {
      name: 'rate-per-ip',
      priority: 2,
      statement: { rateBasedStatement: { aggregateKeyType: 'IP', limit: RATE_PER_IP_5MIN, evaluationWindowSec: 300 } },
      action: rateLimited,
      visibilityConfig: visibility(`${name}-rate-per-ip`),
    },
    {
      // Bodies past the app's limit never reach Lambda (which takes up to 6 MB). The WAF reads
      // 64 KB of a CloudFront body at most (associationConfig below); a longer one counts as
      // matching (oversizeHandling MATCH), so "larger than 64 KB" is exactly what is blocked.
      name: 'body-size',
      priority: 3,
      statement: {
        andStatement: {
          statements: [
            { sizeConstraintStatement: { fieldToMatch: { body: { oversizeHandling: 'MATCH' } }, comparisonOperator: 'GT', size: MAX_BODY_BYTES, textTransformations: [{ priority: 0, type: 'NONE' }] } },
            { notStatement: { statement: { regexMatchStatement: { fieldToMatch: { uriPath: {} }, regexString: LARGE_BODY_PATH, textTransformations: [{ priority: 0, type: 'NONE' }] } } } },
          ],
        },
      },
      action: blockWith(413, 'too-large'),
      visibilityConfig: visibility(`${name}-body-size`),
    },
    {
      // OWASP-style signatures. Two of its rules are counted, not enforced: SizeRestrictions_BODY
      // (8 KB) would refuse legitimate notes and sources (the body-size rule above is ours), and
      // CrossSiteScripting_BODY would refuse study notes that quote HTML or code (the API stores
      // text; the web client renders it escaped).
      name: 'aws-common',
      priority: 4,
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: 'AWSManagedRulesCommonRuleSet',
          ruleActionOverrides: ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY'].map((n) => ({ name: n, actionToUse: { count: {} } })),
        },
      },
      overrideAction: { none: {} },
      visibilityConfig: visibility(`${name}-common`),
    },
    {
      // Labels only (count): the log filter keeps the agent's and sign-in's requests, with the
      // viewer's IP, which no other log on those paths holds.
      name: 'label-logged-paths',
      priority: 5,
      statement: { orStatement: { statements: [startsWith('/ai/agent/'), ...AUTH_PATH_PREFIXES.map(startsWith)] } },
      action: { count: {} },
      ruleLabels: [{ name: LOGGED_LABEL }],
      visibilityConfig: visibility(`${name}-logged-paths`),
    },
  ];
}
