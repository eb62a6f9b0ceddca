import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> };
type Job = { steps: Step[]; needs?: string | string[]; if?: string; permissions?: Record<string, string>; environment?: string };
type Workflow = { on: Record<string, unknown>; permissions?: Record<string, string>; jobs: Record<string, Job> };

const load = (f: string) => parse(readFileSync(`.github/workflows/${f}`, 'utf8')) as Workflow;
const runs = (job: Job) => job.steps.flatMap((s) => (s.run ? [s.run] : []));
const readme = readFileSync('README.md', 'utf8');

/**
 * Every action, pinned by commit: a tag can be moved to other code, a commit cannot. These are
 * the releases' commits as published (cross-checked offline in public workflows that pin the
 * same releases; `git ls-remote https://github.com/<action> refs/tags/<tag>` confirms each).
 * Bumping an action means changing its line here and in the workflows, together.
 */
const PINNED: Record<string, { sha: string; version: string }> = {
  'actions/checkout': { sha: '11bd71901bbe5b1630ceea73d27597364c9af683', version: 'v4.2.2' },
  'actions/setup-node': { sha: '49933ea5288caeca8642d1e84afbd3f7d6820020', version: 'v4.4.0' },
  'actions/setup-java': { sha: 'c5195efecf7bdfc987ee8bae7a71cb8b11521c00', version: 'v4.7.1' },
  'aws-actions/configure-aws-credentials': { sha: 'e3dd6a429d7300a6a4c196c26e071d42e0343502', version: 'v4.0.2' },
};

describe('GitHub workflows', () => {
  const files = readdirSync('.github/workflows').filter((f) => /\.ya?ml$/.test(f));

  it('ci runs exactly what .ci/run runs (the README test command), with a read-only token', () => {
    const ci = load('ci.yml');
    expect(Object.values(ci.jobs).flatMap(runs)).toEqual(['bash .ci/run']);
    expect(ci.permissions).toEqual({ contents: 'read' });
    expect(readFileSync('.ci/run', 'utf8')).toContain('npm test');
    expect(readme).toContain('npm install && npm test');
  });

  it('pin every action by commit, with the release in a comment', () => {
    for (const f of files) {
      const text = readFileSync(`.github/workflows/${f}`, 'utf8');
      const uses = Object.values(load(f).jobs).flatMap((j) => j.steps.flatMap((s) => (s.uses ? [s.uses] : [])));
      expect(uses.length, f).toBeGreaterThan(0);
      for (const u of uses) {
        const [action, ref] = u.split('@') as [string, string];
        expect(PINNED[action], `${f}: ${u} is not a reviewed action`).toBeDefined();
        expect(ref, `${f}: ${u}`).toBe(PINNED[action]!.sha);
        expect(text, `${f}: ${u} names its release`).toContain(`${u} # ${PINNED[action]!.version}`);
      }
    }
  });

  it('deploy: tests in a job without credentials, then a deploy job that needs it holds the only id-token', () => {
    const deploy = load('deploy.yml');
    expect(deploy.permissions).toEqual({ contents: 'read' });
    expect(Object.keys(deploy.jobs).sort()).toEqual(['deploy', 'test']);
    const { test, deploy: job } = deploy.jobs as { test: Job; deploy: Job };
    expect(runs(test)).toEqual(['bash .ci/run']);
    expect(test.permissions).toBeUndefined();
    expect(test.environment).toBeUndefined();
    expect([job.needs].flat()).toEqual(['test']);
    expect(job.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
    for (const [name, j] of Object.entries(deploy.jobs)) if (name !== 'deploy') expect(j.permissions?.['id-token'], name).toBeUndefined();
    // No dependency's install script runs where the token can be minted.
    const installs = runs(job).filter((r) => /\bnpm (ci|install|i)\b/.test(r));
    expect(installs).toEqual(['npm ci --ignore-scripts --no-audit --no-fund']);
    expect(readFileSync('.github/workflows/deploy.yml', 'utf8')).not.toMatch(/AKIA[0-9A-Z]{16}|aws_secret_access_key/i);
  });

  it('deploy: prod only from main or a version tag, into the named environment', () => {
    const deploy = load('deploy.yml');
    expect(Object.keys(deploy.on).sort()).toEqual(['push', 'workflow_dispatch']);
    expect(deploy.on.push).toEqual({ tags: ['v*'] });
    const job = deploy.jobs.deploy!;
    expect(job.environment).toBe('production');
    expect(job.if).toBe("github.ref == 'refs/heads/main' || startsWith(github.ref, 'refs/tags/v')");
  });

  it('run Node 24 (Lambda\'s runtime) in CI and deploy; engines names 24 and still accepts the local Node 20', () => {
    for (const f of files) {
      for (const job of Object.values(load(f).jobs)) {
        const setup = job.steps.filter((st) => st.uses?.startsWith('actions/setup-node'));
        for (const st of setup) expect(st.with?.['node-version'], f).toBe(24);
      }
    }
    expect(Object.values(load('ci.yml').jobs).flatMap((j) => j.steps).some((st) => st.uses?.startsWith('actions/setup-node'))).toBe(true);
    const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
    expect(engines.split('||').map((r) => r.trim())).toEqual(['>=24', '>=20.19 <21']);
  });

  it('deploy: OIDC role chained into each region\'s bootstrap deploy role; the edge, then the app, then the edge alarms', () => {
    const job = load('deploy.yml').jobs.deploy!;
    const at = (pred: (s: Step) => boolean, from = 0) => job.steps.findIndex((s, i) => i >= from && pred(s));
    const creds = (s: Step) => s.uses?.startsWith('aws-actions/configure-aws-credentials') ?? false;
    const chained = (region: string) => (s: Step) => creds(s) && s.with?.['role-chaining'] === true && String(s.with?.['role-to-assume']).includes(`cdk-hnb659fds-deploy-role-\${{ vars.AWS_ACCOUNT_ID }}-${region}`);
    const oidc = at((s) => creds(s) && s.with?.['role-to-assume'] === '${{ secrets.AWS_DEPLOY_ROLE_ARN }}');
    const east = at(chained('us-east-1'));
    const waf = at((s) => s.run?.includes('aws cloudformation deploy --region us-east-1 --stack-name prod-beyou-edge ') ?? false);
    const arn = at((s) => (s.run?.includes('EDGE_WAF_ACL_ARN=') && s.run.includes('EDGE_CERTIFICATE_ARN=')) ?? false);
    const west = at(chained('eu-west-1'));
    const sst = at((s) => s.run === 'npx sst deploy --stage prod');
    const alarms = at((s) => s.run?.includes('--stack-name prod-beyou-edge-alarms') ?? false);
    const order = [oidc, east, waf, arn, west, sst, alarms];
    expect(order.every((i) => i >= 0), String(order)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Every chained role is a bootstrap deploy role, always chained from a fresh OIDC step.
    for (const [i, st] of job.steps.entries()) if (st.with?.['role-chaining']) expect(job.steps[i - 1]!.with?.['role-to-assume']).toBe('${{ secrets.AWS_DEPLOY_ROLE_ARN }}');
    expect(Object.keys(job.steps[sst]!.env ?? {}).sort()).toEqual(['ALARM_EMAIL', 'EDGE_DOMAIN', 'NON_ADMIN_ROLES', 'ONCALL_HTTPS_URL', 'ONCALL_SLACK', 'ORIGIN_SECRET_GENERATION', 'WEB_ORIGIN']);
    expect(readme).toContain('npx sst deploy --stage prod');
    expect(readme).toContain('stacks/edge/waf-app.ts');
    expect(readme).toContain('stacks/edge/alarms-app.ts');
    expect(readme).toContain('stacks/edge/deploy-role-app.ts');
  });
});
