/**
 * The `STAGE` the code runs with (CONTRACT: `dev` or `prod`). Only the SST stage `prod` loads
 * the pinned production chain config; every other SST stage (personal, test, preview) is dev.
 * The chain's metrics carry `service=beyou-<STAGE>`, so the dashboard derives it from here too.
 */
export function codeStage(sstStage: string): 'dev' | 'prod' {
  return sstStage === 'prod' ? 'prod' : 'dev';
}
