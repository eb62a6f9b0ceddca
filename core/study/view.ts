import type { PageRow } from '../notebook/entity';
import { WEEKDAYS } from '../schedule/weekdays';
import type { ById } from '../notebook/tree';
import { weekMinutes } from './config';
import type { CycleRow } from './store';
import { blockCredits, lapView, subjectTotals } from './laps';
import { type Block, weight } from './planner';

/** A block as clients and the model see it (CONTRACT: `{ n, pageId, minutes, mode, concept? }`). */
export function blockOut(b: Block) {
  return { n: b.n, pageId: b.pageId, minutes: b.minutes, mode: b.mode, ...(b.concept ? { concept: b.concept } : {}) };
}

const titleOf = (pages: ById<PageRow>, id: string) => pages.get(id)?.title ?? null;

/**
 * CONTRACT "Study cycles": `{ id, name, days, subjects, queue, lap }` plus what the screens and
 * the model need to talk about it: each subject's title, weight and weekly minutes, each
 * block's credited minutes in the running lap and, for a GOAL/NEXT block opened this lap, the
 * concept pinned for it. A subject's page deleted from the notebook shows `title: null`.
 */
export function toCycleView(row: CycleRow, pages: ById<PageRow>) {
  const { config, queue, lap } = row;
  const totals = subjectTotals(queue);
  const credited = blockCredits(queue, lap.given);
  return {
    id: row.cycleId,
    name: config.name,
    status: row.status,
    // DynamoDB keeps no key order in a map: the week reads Monday first.
    days: Object.fromEntries(WEEKDAYS.flatMap((d) => (config.days[d] ? [[d, config.days[d]]] : []))),
    weekMinutes: weekMinutes(config.days),
    subjects: config.subjects.map((s) => ({
      pageId: s.pageId,
      title: titleOf(pages, s.pageId),
      importance: s.importance,
      mastery: s.mastery,
      weight: weight(s.importance, s.mastery),
      ...(s.minutes !== undefined ? { minutes: s.minutes } : {}),
      weekMinutes: totals[s.pageId] ?? 0,
    })),
    longestBlockMinutes: config.longestBlockMinutes,
    defaultMode: config.defaultMode,
    queue: queue.map((b, i) => ({
      ...blockOut(b),
      title: titleOf(pages, b.pageId),
      credited: credited[i]!,
      ...(lap.pinned[b.n] ? { pinned: lap.pinned[b.n] } : {}),
    })),
    lap: lapView(queue, lap),
    createdAt: row.createdAt,
    ...(row.archivedAt ? { archivedAt: row.archivedAt } : {}),
  };
}
export type CycleView = ReturnType<typeof toCycleView>;
