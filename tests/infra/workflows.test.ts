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

  it('deploy: credentials, then the us-east-1 WAF, then the README deploy command with its required variables', () => {
    const job = load('deploy.yml').jobs.deploy!;
    const at = (pred: (s: Step) => boolean) => job.steps.findIndex(pred);
    const creds = at((s) => s.uses?.startsWith('aws-actions/configure-aws-credentials') ?? false);
    const waf = at((s) => s.run?.includes('aws cloudformation deploy --region us-east-1') ?? false);
    const arn = at((s) => s.run?.includes('AGENT_WAF_ACL_ARN=') ?? false);
    const sst = at((s) => s.run === 'npx sst deploy --stage prod');
    expect([creds, waf, arn, sst].every((i) => i >= 0)).toBe(true);
    expect(creds < waf && waf < arn && arn < sst).toBe(true);
    expect(job.steps[creds]!.with).toMatchObject({ 'role-to-assume': '${{ secrets.AWS_DEPLOY_ROLE_ARN }}', 'aws-region': 'eu-west-1' });
    expect(Object.keys(job.steps[sst]!.env ?? {}).sort()).toEqual(['ALARM_EMAIL', 'WEB_ORIGIN']);
    expect(readme).toContain('npx sst deploy --stage prod');
    expect(readme).toContain('stacks/edge/waf-app.ts');
  });
});
