import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const load = (f: string) => parse(readFileSync(`.github/workflows/${f}`, 'utf8')) as { on: unknown; jobs: Record<string, { steps: { run?: string }[] }> };
const runs = (wf: ReturnType<typeof load>) => Object.values(wf.jobs).flatMap((j) => j.steps.flatMap((s) => (s.run ? [s.run] : [])));
const readme = readFileSync('README.md', 'utf8');

describe('GitHub workflows', () => {
  it('ci runs exactly what .ci/run runs (the README test command)', () => {
    const ci = load('ci.yml');
    expect(runs(ci)).toEqual(['bash .ci/run']);
    expect(readFileSync('.ci/run', 'utf8')).toContain('npm test');
    expect(readme).toContain('npm install && npm test');
  });

  it('deploy assumes a role through OIDC, tests first, then runs the README deploy command', () => {
    const deploy = load('deploy.yml') as ReturnType<typeof load> & { permissions: Record<string, string> };
    expect(deploy.permissions['id-token']).toBe('write');
    expect(runs(deploy)).toEqual(['bash .ci/run', 'npx sst deploy --stage prod']);
    expect(readme).toContain('npx sst deploy --stage prod');
    expect(readFileSync('.github/workflows/deploy.yml', 'utf8')).not.toMatch(/AKIA[0-9A-Z]{16}|aws_secret_access_key/i);
  });
});
