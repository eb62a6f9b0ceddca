import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { buildChain } from '../core/ai/chain';
import { emfNotebookMetrics } from '../core/ai/notebook/metrics';
import { roadmapHandler } from '../core/ai/notebook/roadmap-worker';
import { noSources } from '../core/ai/notebook/sources-port';
import { createTutor } from '../core/ai/notebook/tutor';
import { lambdaEnv } from '../core/secrets';

// Composition root per cold start. The worker signs no token (no AUTH_SECRET bound), and a
// roadmap is PLANNING: titles only, so it needs no source retrieval, now or later.
const deps = createDeps(loadConfig(await lambdaEnv(), { authSecret: 'none' }));

/** The roadmap queue's consumer (SQS event source, ReportBatchItemFailures; stacks/Tutor.ts). */
export const handler = roadmapHandler(deps, createTutor(buildChain(deps), { retrieve: noSources, metrics: emfNotebookMetrics(deps.config.stage) }));
