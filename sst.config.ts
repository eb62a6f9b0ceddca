import type { SSTConfig } from 'sst';
import type { FunctionProps } from 'sst/constructs';
import { Agent } from './stacks/Agent';
import { Api } from './stacks/Api';
import { Dashboard } from './stacks/Dashboard';
import { Data } from './stacks/Data';
import { Jobs } from './stacks/Jobs';
import { Notebook } from './stacks/Notebook';
import { Secrets } from './stacks/Secrets';
import { lambdaEsbuildPlugins } from './stacks/bundling';
import { codeStage, LAMBDA_RUNTIME } from './stacks/stage';

type SstEsbuildPlugins = NonNullable<NonNullable<NonNullable<FunctionProps['nodejs']>['esbuild']>['plugins']>;

/**
 * SST v2 app. Stacks are added in dependency order; each file is one infrastructure concern.
 * `npx sst dev` / `npx sst deploy --stage prod` need an AWS account; CI only synthesizes
 * the stacks offline (tests/infra, aws-cdk-lib/assertions).
 * Deploy-time variables: `WEB_ORIGIN` (CORS; required for prod), `ALARM_EMAIL` (optional).
 */
export default {
  config() {
    return { name: 'beyou', region: 'eu-west-1' };
  },
  stacks(app) {
    app.setDefaultFunctionProps({
      // Lambda's supported Node runtimes: tests/infra/runtimes.test.ts holds the allow-list and its dates.
      runtime: LAMBDA_RUNTIME,
      architecture: 'arm_64',
      memorySize: 512,
      timeout: 30,
      // STAGE=prod (SST stage `prod` only) loads the pinned production chain config.
      environment: { STAGE: codeStage(app.stage), LOG_LEVEL: 'INFO' },
      // Minified ESM: smaller bundles load faster on a cold start (bench/bundles.ts measures).
      // The plugins drop unreachable dependency code (stacks/bundling.ts). SST bundles with its
      // own esbuild (0.18), whose Plugin type differs from ours only in options these plugins
      // never read (they use onResolve, onLoad and resolve, all in 0.18).
      nodejs: { format: 'esm', minify: true, esbuild: { plugins: lambdaEsbuildPlugins as unknown as SstEsbuildPlugins } },
    });
    app.stack(Data).stack(Secrets).stack(Jobs).stack(Notebook).stack(Api).stack(Agent).stack(Dashboard);
  },
} satisfies SSTConfig;
