import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Config, type StackContext } from 'sst/constructs';
import { originSecretGeneration, originSecrets } from './edge/origin-secret';
import { LINK_NAMES, type LinkName } from '../core/config';
import { KEY_VARIABLE, PRODUCTION_LINEUP } from '../core/ai/chain/lineup';
import { PAID_TIERS } from '../core/ai/chain/quota/paid';
import { PAID_LINK_NAMES } from '../core/config';
import { paidSpillBudget } from './sizing';
import { SECRET_NAMES, type SecretName } from '../core/secrets';
import { codeStage } from './stage';

/** The app's Lambdas, by the label the dashboard and the alarms use. */
export type FunctionLabel = 'api' | 'agentStream' | 'briefingWorker' | 'roadmapWorker' | 'dayClose' | 'dayCloseWorker' | 'sourceWorker' | 'exportSweep';

/**
 * The provider keys a chain can use in a stage. Prod runs production.json's lineup (C3), so a
 * key of a link it blocks (glm, deepseek: P1) or never orders (nvidia) is not bound at all: a
 * key that is never sent cannot leak from a function that holds it. Dev stages may order any link.
 * A paid tier's key only with a monthly budget (issue 32), and only for a provider the stage may call.
 */
export function chainKeyNames(stage: 'dev' | 'prod', paidBudgetUsd = 0): SecretName[] {
  const links: readonly string[] =
    stage === 'prod' ? PRODUCTION_LINEUP.order.filter((n) => !PRODUCTION_LINEUP.blocked.includes(n)) : LINK_NAMES;
  const free = links.filter((n): n is LinkName => (LINK_NAMES as readonly string[]).includes(n));
  const paid = paidBudgetUsd > 0 ? PAID_LINK_NAMES.filter((n) => free.includes(PAID_TIERS[n].provider)).map((n) => PAID_TIERS[n].keyVariable) : [];
  return [...free.map((n) => KEY_VARIABLE[n]), ...paid];
}

/**
 * Each function's secrets: only what the code it runs reads (least privilege).
 * - api: signs tokens (AUTH_SECRET), hosts the one-shot AI doors (the chain's keys) and the
 *   notebook's REST routes, whose sources use embeddings and discovery (C10);
 * - agentStream: verifies tokens, runs the chain, and generateStudyCards retrieves from sources
 *   (the query's embedding);
 * - briefingWorker, roadmapWorker: run the chain only; they sign nothing (loadConfig `authSecret: 'none'`);
 * - dayClose, dayCloseWorker, exportSweep: never call a model and sign nothing: no secret;
 * - sourceWorker: reads notebook sources and embeds them (C10, outside the chain): the
 *   embedding key only.
 */
export function secretsFor(fn: FunctionLabel, sstStage: string, paidBudgetUsd = paidSpillBudget(process.env)): SecretName[] {
  const chain = chainKeyNames(codeStage(sstStage), paidBudgetUsd);
  switch (fn) {
    case 'api':
      return ['AUTH_SECRET', ...chain, 'NOTEBOOK_EMBEDDING_API_KEY', 'TAVILY_API_KEY'];
    case 'agentStream':
      return ['AUTH_SECRET', ...chain, 'NOTEBOOK_EMBEDDING_API_KEY'];
    case 'briefingWorker':
    case 'roadmapWorker':
      return chain;
    case 'dayClose':
    case 'dayCloseWorker':
    case 'exportSweep':
      return [];
    case 'sourceWorker':
      return ['NOTEBOOK_EMBEDDING_API_KEY'];
  }
}

/**
 * Provider keys and AUTH_SECRET as SST secrets: values live in SSM (SecureString), set per
 * stage with `npx sst secrets set NAME value --stage S`; the template only holds the binding.
 * core/secrets.ts resolves them at cold start. Binding one grants `ssm:GetParameters` on that
 * secret's two paths (stage, fallback) and nothing else.
 */
export function Secrets({ stack, app }: StackContext) {
  const secrets = Config.Secret.create(stack, ...SECRET_NAMES);
  const bindingsFor = (fn: FunctionLabel) => secretsFor(fn, app.stage).map((name) => secrets[name]);
  const origin = originSecrets(stack, app.stage, originSecretGeneration(process.env.ORIGIN_SECRET_GENERATION));
  /** Added to a function that signs tokens: in prod, the shared fallback AUTH_SECRET is out of reach. */
  const signingGuard = (): PolicyStatement[] => (app.stage === 'prod' ? [denyFallbackAuthSecret(stack.region, stack.account, app.name)] : []);
  return { secrets, bindingsFor, origin, signingGuard };
}

/**
 * SST resolves a secret unset for the stage from `/sst/<app>/.fallback/…`, a path every dev
 * stage's functions (and the developers setting them) may read. A prod token key taken from
 * there would be one dev stages know, so prod denies that parameter explicitly (a Deny wins
 * over the binding's Allow): an unset prod AUTH_SECRET then stops the cold start
 * (core/secrets.ts names the command) instead of signing with the shared value.
 */
export function denyFallbackAuthSecret(region: string, account: string, appName: string): PolicyStatement {
  return PolicyStatement.fromJson({
    Effect: 'Deny',
    Action: ['ssm:GetParameter', 'ssm:GetParameters', 'ssm:GetParametersByPath'],
    Resource: [`arn:aws:ssm:${region}:${account}:parameter/sst/${appName}/.fallback/Secret/AUTH_SECRET/value`],
  });
}
