/**
 * Edits as the seeds define them (agent-design, editStudyCycle / editStudyBlock): the service
 * stores whole configurations, so an edit is merged onto the cycle as it is, then checked as a
 * whole by the same rules as a create.
 */
import { AppError, type FieldError } from '../errors';
import { WEEKDAYS } from '../schedule/weekdays';
import { type CycleConfig, configProblems, type Subject, type Week } from './config';
import { type Block, NEXT } from './planner';
import type { CyclePatch } from './schema';
import type { EditBlockInput } from './sessions-schema';

const dayName = (d: string) => d[0] + d.slice(1).toLowerCase();

/**
 * Only what the patch gives changes. Days sent replace those days only, and within a day an
 * omitted `minutes` or `start` keeps the old one; start `null` ("none") removes it; 0 minutes
 * makes a rest day (its start goes with it). Subjects, when sent, are the whole new list: one
 * that stays keeps its weights, and its hand-set minutes unless it comes with weights that
 * differ from its current ones (the person asked for a different share, which a hand-set
 * amount would silently override) or with `minutes` itself (null clears them).
 * Throws VALIDATION_FAILED listing every problem.
 */
export function mergeCycleEdit(current: CycleConfig, patch: CyclePatch): CycleConfig {
  const problems: FieldError[] = [];
  const days: Week = { ...current.days };
  for (const d of WEEKDAYS) {
    const sent = patch.days?.[d];
    if (!sent) continue;
    const old = current.days[d];
    const minutes = sent.minutes ?? old?.minutes ?? 0;
    const start = sent.start === undefined ? old?.start : (sent.start ?? undefined);
    if (minutes === 0) {
      if (typeof sent.start === 'string') {
        problems.push({ path: `days.${d}.start`, message: `${dayName(d)} is a rest day: send its minutes with the start time` });
      }
      delete days[d];
    } else days[d] = { minutes, ...(start ? { start } : {}) };
  }
  const missing: FieldError[] = [];
  const subjects = patch.subjects ? mergeSubjects(current.subjects, patch.subjects, missing) : current.subjects;
  const merged: CycleConfig = {
    name: patch.name ?? current.name,
    days,
    subjects,
    longestBlockMinutes: patch.longestBlockMinutes ?? current.longestBlockMinutes,
    defaultMode: patch.defaultMode ?? current.defaultMode,
  };
  // A new subject without weights cannot be planned yet; report it instead of a share.
  if (missing.length) problems.push(...missing);
  else problems.push(...configProblems(merged).map((p) => ({ path: p.path.join('.'), message: p.message })));
  if (problems.length) throw AppError.validation(problems, `Invalid input: ${[...new Set(problems.map((p) => p.path))].join(', ')}`);
  return merged;
}

function mergeSubjects(current: readonly Subject[], sent: NonNullable<CyclePatch['subjects']>, problems: FieldError[]): Subject[] {
  return sent.map((s, i) => {
    const old = current.find((c) => c.pageId === s.pageId);
    for (const f of ['importance', 'mastery'] as const) {
      if (s[f] === undefined && !old) problems.push({ path: `subjects.${i}.${f}`, message: 'Required for a subject new to the cycle' });
    }
    const importance = s.importance ?? old?.importance ?? 0;
    const mastery = s.mastery ?? old?.mastery ?? 0;
    const reweighted = old !== undefined && (importance !== old.importance || mastery !== old.mastery);
    const minutes = s.minutes !== undefined ? (s.minutes ?? undefined) : reweighted ? undefined : old?.minutes;
    return { pageId: s.pageId, importance, mastery, ...(minutes !== undefined ? { minutes } : {}) };
  });
}

/**
 * One block's PATCH (the schema already refused TIME with a concept). A concept makes the
 * block GOAL and must be NEXT or a page inside the block's subject; TIME drops the concept;
 * GOAL alone keeps the concept it had, NEXT if none. The block is marked as set by hand so a
 * re-plan keeps it. A number outside the queue is NOT_FOUND, naming the range.
 */
export function editQueueBlock(
  queue: readonly Block[],
  patch: Pick<EditBlockInput, 'n' | 'mode' | 'concept'>,
  isWithin: (pageId: string, ancestorId: string) => boolean,
): Block[] {
  const block = queue[patch.n - 1];
  if (!block) throw new AppError('NOT_FOUND', `Block ${patch.n} not found: the queue has blocks 1–${queue.length}`);
  if (patch.concept !== undefined && patch.concept !== NEXT && !isWithin(patch.concept, block.pageId)) {
    throw AppError.validation(
      [{ path: 'concept', message: `Not a page inside block ${block.n}'s subject: give a page under it, or NEXT` }],
      'Invalid input: concept',
    );
  }
  const { concept: had, ...rest } = block;
  const mode = patch.concept !== undefined ? 'GOAL' : (patch.mode ?? block.mode);
  const concept = mode === 'TIME' ? undefined : (patch.concept ?? had ?? NEXT);
  const edited: Block = { ...rest, mode, ...(concept ? { concept } : {}), byHand: true };
  return queue.map((b) => (b.n === patch.n ? edited : b));
}
