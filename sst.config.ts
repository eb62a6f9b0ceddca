import type { SSTConfig } from 'sst';
import { Agent } from './stacks/Agent';
import { Api } from './stacks/Api';
import { Dashboard } from './stacks/Dashboard';
import { Data } from './stacks/Data';
import { Edge } from './stacks/Edge';
import { Email } from './stacks/Email';
import { Exports } from './stacks/Exports';
import { Jobs } from './stacks/Jobs';
import { Notebook } from './stacks/Notebook';
import { Secrets } from './stacks/Secrets';
import { Tutor } from './stacks/Tutor';
import { LAMBDA_NODEJS } from './stacks/bundling';
import { retainLogs } from './stacks/logging';
import { codeStage, LAMBDA_RUNTIME } from './stacks/stage';
import { paidSpillEnvironment } from './stacks/sizing';

/**
 * SST v2 app. Stacks are added in dependency order; each file is one infrastructure concern.
 * `npx sst dev` / `npx sst deploy --stage prod` need an AWS account; CI only synthesizes
 * the stacks offline (tests/infra, aws-cdk-lib/assertions).
 * Deploy-time variables required for prod (the deploy stops naming the missing one):
 * `WEB_ORIGIN` (CORS), `ALARM_EMAIL` (who the alarms notify), `EDGE_WAF_ACL_ARN` (the edge's
 * WAF in us-east-1, stacks/edge/waf.ts), `EDGE_DOMAIN` and `EDGE_CERTIFICATE_ARN` (the custom
 * domain), `EMAIL_DOMAIN` (the domain account mail is sent from, stacks/Email.ts). Optional: `ONCALL_HTTPS_URL`, `ONCALL_SLACK` (stacks/monitoring/oncall.ts),
 * `ORIGIN_SECRET_GENERATION` (rotation), `NON_ADMIN_ROLES`. README "Deploy" walks them.
 * Sizes come from one set of traffic assumptions (stacks/sizing.ts; docs/cost.md prices them).
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
      // SST's default is X-Ray "active": traces (and their cost) for code that sends no
      // segment of its own. Off until something is instrumented.
      tracing: 'disabled',
      environment: {
        // STAGE=prod (SST stage `prod` only) loads the pinned production chain config.
        STAGE: codeStage(app.stage),
        LOG_LEVEL: 'INFO',
        // Stack traces of the minified bundle point at our sources (the map ships in the zip).
        NODE_OPTIONS: '--enable-source-maps',
        // The paid spill-over (issue 32): AI_MONTHLY_BUDGET_USD / AI_PAID_CLASSES, only when a budget is set.
        ...paidSpillEnvironment(process.env),
      },
      // Minified ESM: smaller bundles load faster on a cold start (bench/bundles.ts measures).
      // The plugins drop unreachable dependency code; the source map ships beside the bundle
      // without the sources (stacks/bundling.ts LAMBDA_NODEJS, bench/RESULTS.md).
      nodejs: LAMBDA_NODEJS,
    });
    app.stack(Data).stack(Secrets).stack(Exports).stack(Jobs).stack(Notebook).stack(Tutor).stack(Api).stack(Email).stack(Agent).stack(Edge).stack(Dashboard);
    // Every function, SST's own included: logs kept 30 days (stacks/logging.ts).
    retainLogs(app);
  },
} satisfies SSTConfig;
