/**
 * `npx tsx stacks/edge/waf-app.ts <stage> [outfile]`: writes the CloudFormation template of the
 * agent's WAF (stacks/edge/waf.ts) for `aws cloudformation deploy --region us-east-1`.
 */
import { App } from 'aws-cdk-lib';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agentWafStack } from './waf';

const [stage = 'prod', outfile = `.sst/${stage}-agent-waf.json`] = process.argv.slice(2);
const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'beyou-waf-')) });
const stack = agentWafStack(app, stage);
const template = app.synth().getStackByName(stack.stackName).template as object;
writeFileSync(outfile, JSON.stringify(template, null, 2));
console.log(`${stack.stackName}: ${outfile}`);
