import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { mailFeedbackHandler } from '../core/email/feedback-worker';
import { lambdaEnv } from '../core/secrets';

// Composition root per cold start. It signs no token and sends no mail: no secret, no SES right.
const deps = createDeps(loadConfig(await lambdaEnv(), { authSecret: 'none' }));

/** SES bounces and complaints (SNS → SQS, stacks/Email.ts) → addresses marked undeliverable. */
export const handler = mailFeedbackHandler(deps);
