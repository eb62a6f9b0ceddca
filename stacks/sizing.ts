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
