/**
 * The `STAGE` the code runs with (CONTRACT: `dev` or `prod`). Only the SST stage `prod` loads
 * the pinned production chain config; every other SST stage (personal, test, preview) is dev.
 * The chain's metrics carry `service=beyou-<STAGE>`, so the dashboard derives it from here too.
 */
export function codeStage(sstStage: string): 'dev' | 'prod' {
  return sstStage === 'prod' ? 'prod' : 'dev';
}

/**
 * Every function's runtime. AWS blocked creating `nodejs20.x` functions on 2026-08-31 and
 * updating them on 2026-09-30, so a 20.x stack no longer deploys; 24.x is supported until
 * 2028-04-30. The bundles stay loadable by the local Node 20 (tests/infra/lambda-entry.test.ts,
 * bench/bundles.ts), since they are built with target esnext and no Node 22+ API.
 */
export const LAMBDA_RUNTIME = 'nodejs24.x' as const;
