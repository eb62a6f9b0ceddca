import type { Body } from '../../client/rest';

/**
 * The Focus Mode timer as data (framework-free): a cycle of a set length that can pause, and
 * that completes exactly once when its running time reaches the length. What completion
 * records is `POST /focus/cycles` (D12: timer cycles are written only by the client when one
 * runs out).
 */
export const CYCLE_TYPES = ['POMODORO', 'SHORT_BREAK', 'LONG_BREAK'] as const;
export type CycleType = (typeof CYCLE_TYPES)[number];
export const DEFAULT_MINUTES: Record<CycleType, number> = { POMODORO: 25, SHORT_BREAK: 5, LONG_BREAK: 15 };
export const MAX_MINUTES = 180;

export type Timer =
  | { phase: 'idle'; type: CycleType; minutes: number }
  | { phase: 'running'; type: CycleType; minutes: number; startedAt: number; resumedAt: number; doneMs: number }
  | { phase: 'paused'; type: CycleType; minutes: number; startedAt: number; doneMs: number }
  | { phase: 'done'; type: CycleType; minutes: number; startedAt: number; endedAt: number };

export const idle = (type: CycleType = 'POMODORO', minutes = DEFAULT_MINUTES[type]): Timer => ({ phase: 'idle', type, minutes });

export const start = (t: Timer, now: number): Timer =>
  t.phase === 'idle' || t.phase === 'done' ? { phase: 'running', type: t.type, minutes: t.minutes, startedAt: now, resumedAt: now, doneMs: 0 } : t;

export const pause = (t: Timer, now: number): Timer =>
  t.phase === 'running' ? { phase: 'paused', type: t.type, minutes: t.minutes, startedAt: t.startedAt, doneMs: t.doneMs + (now - t.resumedAt) } : t;

export const resume = (t: Timer, now: number): Timer => (t.phase === 'paused' ? { ...t, phase: 'running', resumedAt: now } : t);

const lengthMs = (t: Timer) => t.minutes * 60_000;

export function remainingMs(t: Timer, now: number): number {
  if (t.phase === 'idle') return lengthMs(t);
  if (t.phase === 'done') return 0;
  const ran = t.doneMs + (t.phase === 'running' ? now - t.resumedAt : 0);
  return Math.max(0, lengthMs(t) - ran);
}

/** The running timer at `now`: `done` once its time is up (with the instant it ran out). */
export function tick(t: Timer, now: number): Timer {
  if (t.phase !== 'running' || remainingMs(t, now) > 0) return t;
  const endedAt = t.resumedAt + (lengthMs(t) - t.doneMs);
  return { phase: 'done', type: t.type, minutes: t.minutes, startedAt: t.startedAt, endedAt };
}

/** "24:59". */
export function clock(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The body of `POST /focus/cycles` for a completed timer. */
export function cycleRecord(t: Extract<Timer, { phase: 'done' }>, ctx: { entryId?: string | undefined; pageId?: string | undefined }): Body<'/focus/cycles', 'post'> {
  return {
    type: t.type,
    minutes: t.minutes,
    startedAt: new Date(t.startedAt).toISOString(),
    endedAt: new Date(t.endedAt).toISOString(),
    ...(ctx.entryId ? { entryId: ctx.entryId } : {}),
    ...(ctx.pageId ? { pageId: ctx.pageId } : {}),
  };
}
