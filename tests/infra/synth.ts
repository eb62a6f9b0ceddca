import { Template } from 'aws-cdk-lib/assertions';
import { App, getStack } from 'sst/constructs';
import { initProject } from 'sst/project.js';
import sstConfig from '../../sst.config';
import { Agent } from '../../stacks/Agent';
import { Api } from '../../stacks/Api';
import { Dashboard } from '../../stacks/Dashboard';
import { Data } from '../../stacks/Data';
import { Edge } from '../../stacks/Edge';
import { Email } from '../../stacks/Email';
import { Exports } from '../../stacks/Exports';
import { Jobs } from '../../stacks/Jobs';
import { Notebook } from '../../stacks/Notebook';
import { Secrets } from '../../stacks/Secrets';
import { Tutor } from '../../stacks/Tutor';

export const ACCOUNT = '123456789012';
export const REGION = 'eu-west-1';
export const APP_NAME = 'beyou';

/** What a prod deploy must be given (README "Deploy"): origin, alarm address, the edge's WAF and domain. */
export const PROD_DEPLOY_ENV = {
  WEB_ORIGIN: 'https://app.beyou.example',
  ALARM_EMAIL: 'ops@beyou.example',
  EDGE_WAF_ACL_ARN: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/prod-beyou-edge/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
  EDGE_DOMAIN: 'api.beyou.example',
  EDGE_CERTIFICATE_ARN: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
  // The domain account mail is sent from (stacks/Email.ts).
  EMAIL_DOMAIN: 'beyou.example',
};
/** The optional ones, as a full prod deploy would give them (tests/infra/edge-stack.test.ts). */
export const PROD_OPTIONAL_ENV = {
  ONCALL_HTTPS_URL: 'https://events.pagerduty.example/integration/abc/enqueue',
  ONCALL_SLACK: 'T0123ABCD/C0456EFGH',
  ORIGIN_SECRET_GENERATION: '2',
  NON_ADMIN_ROLES: 'beyou-support,beyou-readonly',
  // The paid spill-over's monthly budget (issue 32): binds its key, passes the budget, alarms at 80 %.
  AI_MONTHLY_BUDGET_USD: '200',
};

const STACKS = { Data, Secrets, Exports, Jobs, Notebook, Tutor, Api, Email, Agent, Edge, Dashboard } as const;
export type StackName = keyof typeof STACKS;

export interface Synth {
  stage: string;
  templates: Record<StackName, Template>;
  /** Every stack's template, serialized: for "never appears anywhere" checks. */
  json: string;
  /** CDK warnings and errors of every stack. */
  annotations: { level: string; id: string; entry: { data?: unknown } }[];
  ms: number;
}

/**
 * The whole app synthesized offline (NOTES.md "SST v2 offline"), functions really bundled by
 * esbuild. SST keeps one current project and app per process, so stages are synthesized one
 * after the other and every template is read before the next stage starts.
 */
export async function synth(stage: string, deployEnv: Record<string, string | undefined> = {}): Promise<Synth> {
  if (process.env.NODE_ENV === 'production') throw new Error('SST synthesis in tests needs NODE_ENV != production');
  const started = performance.now();
  await initProject({ stage });
  // After initProject: it loads .env files over process.env.
  const saved = Object.fromEntries(Object.keys(deployEnv).map((k) => [k, process.env[k]]));
  setEnv(deployEnv);
  try {
    const app = new App({ mode: 'deploy', stage, name: APP_NAME, region: REGION, account: ACCOUNT });
    await sstConfig.stacks(app);
    await app.finish();
    const stacks = Object.values(STACKS).map((fn) => getStack(fn));
    const templates = Object.fromEntries(
      Object.keys(STACKS).map((name, i) => [name, Template.fromStack(stacks[i]!)]),
    ) as Record<StackName, Template>;
    const json = JSON.stringify(Object.values(templates).map((t) => t.toJSON()));
    // The assembly Template.fromStack built (cached); Annotations.fromStack would synthesize
    // again, and SST's unique-id check fails on a second pass.
    const assembly = app.synth();
    const annotations = stacks.flatMap((s) =>
      assembly.getStackArtifact(s.artifactId).messages.filter((m) => m.level !== 'info'),
    );
    return { stage, templates, json, annotations, ms: performance.now() - started };
  } finally {
    setEnv(saved);
  }
}

function setEnv(env: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
}

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown>; [k: string]: unknown }>;

/** The app's own Lambdas (not SST's per-stack custom resource handler). */
export function appFunctions(t: Template): Resources {
  const all = t.findResources('AWS::Lambda::Function') as Resources;
  return Object.fromEntries(
    Object.entries(all).filter(([id]) => !id.startsWith('CustomResourceHandler')),
  );
}

export function envOf(fn: Resources[string]): Record<string, unknown> {
  const env = fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined;
  return env?.Variables ?? {};
}
