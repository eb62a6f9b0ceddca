import { PRODUCTION_LINEUP } from '../core/ai/chain/lineup';
import { RESERVE } from '../core/ai/chain/quota/ledger';
import { FREE_TIER_LIMITS } from '../core/ai/chain/quota/limits';

/**
 * The traffic the stacks are sized for: one set of assumptions, used by the agent's reserved
 * concurrency (stacks/Agent.ts), the API throttle (stacks/Api.ts) and docs/cost.md. Change an
 * assumption here and the sizes follow (tests/infra checks the templates carry them).
 */
export const TRAFFIC = {
  monthlyUsers: 100_000,
  /** Share of monthly users active on a given day. */
  dailyShare: 0.3,
  /** Share of a day's traffic in its busiest hour (evening). */
  peakHourShare: 0.12,
  /** The busiest minutes of that hour against its average. */
  peakMinuteFactor: 2.5,
  /** REST requests per active user a day: ~4 app opens × ~15 reads/writes, plus the briefing and its polls. */
  restPerActiveUser: 80,
  /** Share of active users who chat with the agent on a day, and their turns. */
  chattingShare: 0.3,
  turnsPerChatter: 6,
  /** How long a turn holds its stream (free-tier latency, tool steps). */
  turnSeconds: 30,
} as const;

const dailyUsers = TRAFFIC.monthlyUsers * TRAFFIC.dailyShare; // 30,000
const peakPerSecond = (perDay: number) => (perDay * TRAFFIC.peakHourShare) / 3600;

/** 30,000 × 0.3 × 6 = 54,000 turns/day → 1.8/s in the peak hour × 30 s = 54 streams → ×2.5 = 135. */
export const PEAK_STREAMS = Math.ceil(
  peakPerSecond(dailyUsers * TRAFFIC.chattingShare * TRAFFIC.turnsPerChatter) * TRAFFIC.turnSeconds * TRAFFIC.peakMinuteFactor,
);

/** 30,000 × 80 = 2.4 M requests/day → 80/s in the peak hour → ×2.5 = 200/s in its busiest minutes. */
export const PEAK_REST_RPS = Math.ceil(peakPerSecond(dailyUsers * TRAFFIC.restPerActiveUser) * TRAFFIC.peakMinuteFactor);

/** Rounded up to the next 50: a round number an operator can recognise in the console. */
export const roundUp50 = (n: number) => Math.ceil(n / 50) * 50;

/**
 * The day close (stacks/Jobs.ts): one user's first close of a day took 56 ms of CPU at a full
 * core (bench/RESULTS.md "Day close"), ~97 ms at 1,024 MB's 0.58 vCPU.
 */
export const CLOSE_S_PER_USER = 0.097;
/**
 * A zone's night is sized to close in 20 minutes, two thirds of the 30 the queue-age alarm
 * allows (DAY_CLOSE_NIGHT_S): a slower SDK, a retried batch or a cold table then cost minutes of
 * headroom, not a page. (Sized to 30, 6 workers took ~27 minutes: no headroom at all.)
 */
export const DAY_CLOSE_TARGET_S = 1200;
/** 100,000 × 97 ms = 9,700 instance-seconds ÷ 1,200 s → 9 workers (~93 users a second). */
export const DAY_CLOSE_WORKERS = Math.max(2, Math.ceil((TRAFFIC.monthlyUsers * CLOSE_S_PER_USER) / DAY_CLOSE_TARGET_S));
/** Writes of a heavy user's close (20 items: ~70 with the snapshot's transaction at 2×, 22 outcome rows, streaks). */
export const HEAVY_CLOSE_WRITES = 70;
/**
 * The table's warm throughput: what it serves at once without throttling, whatever its recent
 * traffic. The night's writes when every closed user is heavy, 9 ÷ 0.097 × 70 ≈ 6,500 write
 * units/s → 7,000 (a new on-demand table starts at 4,000); reads stay at on-demand's own
 * 12,000. Raising it is a one-off charge (docs/cost.md); it cannot be lowered.
 */
export const TABLE_WARM_THROUGHPUT = {
  readUnitsPerSecond: 12_000,
  writeUnitsPerSecond: Math.ceil(((DAY_CLOSE_WORKERS / CLOSE_S_PER_USER) * HEAVY_CLOSE_WRITES) / 1000) * 1000,
} as const;

/**
 * The free tiers production may call (core/ai/chain/production.json's order, at the published
 * limits in core/ai/chain/quota/free-tiers.json): Mistral 60 + Gemini 10 a minute ≈ 1.17 calls
 * a second for everything — the agent, the tutor, onboarding and the briefings together.
 */
export const FREE_CALLS_PER_S = PRODUCTION_LINEUP.order.reduce((n, link) => n + (FREE_TIER_LIMITS[link]?.rpm ?? 0) / 60, 0);
/** A narration's usual length on a free tier (its deadline is longer: core/ai/briefing/budget.ts). */
export const NARRATION_S = 4;
/**
 * The briefing worker's concurrency follows the quota ledger, not a constant: at most the
 * background class's share of the free calls (what the reserve leaves it, RESERVE.background)
 * times a narration's length: (1.17 × 0.7) × 4 s → 4 at once. More would only queue for calls
 * the ledger refuses; a narration it refuses resolves to the fallback copy at once (B4, B6).
 * 2 is the least an SQS event source accepts.
 */
export const BRIEFING_MAX_CONCURRENCY = Math.max(2, Math.ceil(FREE_CALLS_PER_S * (1 - RESERVE.background) * NARRATION_S));

/**
 * The paid spill-over's monthly budget (issue 32), from `AI_MONTHLY_BUDGET_USD` at deploy time:
 * 0 or unset leaves it off (no paid key bound, no spend alarm). The functions read the same
 * variable (core/config.ts); the deploy hands it to them (paidSpillEnvironment).
 */
export function paidSpillBudget(env: Record<string, string | undefined>): number {
  const raw = env.AI_MONTHLY_BUDGET_USD?.trim();
  if (!raw) return 0;
  const usd = Number(raw);
  if (!Number.isFinite(usd) || usd < 0) throw new Error(`AI_MONTHLY_BUDGET_USD must be a number of USD ≥ 0 (0 = no paid spill-over), not "${raw}"`);
  return usd;
}

/** What every function's environment carries when the spill-over is on; nothing when it is off. */
export function paidSpillEnvironment(env: Record<string, string | undefined>): Record<string, string> {
  const budget = paidSpillBudget(env);
  if (budget === 0) return {};
  const classes = env.AI_PAID_CLASSES?.trim();
  return { AI_MONTHLY_BUDGET_USD: String(budget), ...(classes ? { AI_PAID_CLASSES: classes } : {}) };
}
