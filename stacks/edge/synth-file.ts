import { App, type Stack } from 'aws-cdk-lib';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Synthesizes one plain CloudFormation stack (the us-east-1 and account-level ones) into a JSON template file. */
export function synthToFile(build: (app: App) => Stack, outfile: string): void {
  const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'beyou-edge-')) });
  const stack = build(app);
  const template = app.synth().getStackByName(stack.stackName).template as object;
  writeFileSync(outfile, JSON.stringify(template, null, 2));
  console.log(`${stack.stackName}: ${outfile}`);
}
