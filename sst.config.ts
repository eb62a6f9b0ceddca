import type { SSTConfig } from 'sst';
import { Api } from './stacks/Api';
import { Data } from './stacks/Data';

/**
 * SST v2 app. Stacks are added in dependency order; each file is one infrastructure concern.
 * `npx sst dev` / `npx sst deploy --stage prod` need an AWS account; CI only synthesizes
 * the stacks offline (aws-cdk-lib/assertions).
 */
export default {
  config() {
    return { name: 'beyou', region: 'eu-west-1' };
  },
  stacks(app) {
    app.setDefaultFunctionProps({
      runtime: 'nodejs20.x',
      architecture: 'arm_64',
      memorySize: 512,
      timeout: 30,
      environment: { STAGE: app.stage === 'prod' ? 'prod' : 'dev', LOG_LEVEL: 'INFO' },
      nodejs: { format: 'esm' },
    });
    app.stack(Data).stack(Api);
  },
} satisfies SSTConfig;
