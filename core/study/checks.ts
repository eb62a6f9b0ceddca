/**
 * The rules a create or an edit checks against the notebook and the person's other cycles
 * (SPEC D12): subjects are the person's pages, named by id or exact title; no page may count
 * twice inside a cycle; two ACTIVE cycles share no page (a page and one of its ancestors
 * count as overlapping), refused with 409 naming the other cycle; active names are unique.
 */
import { AppError } from '../errors';
import type { PageRow } from '../notebook/entity';
import { findPage } from '../notebook/naming';
import type { ById } from '../notebook/tree';
import { type CycleConfig, findOverlap } from './config';
import { nameTaken } from './naming';
import type { CycleRow } from './store';

/** The person's cycles, archived ones included: enough for years of study, bounded for one read. */
export const MAX_CYCLES = 50;

/** Subjects with their page references (ids or exact titles) turned into page ids. */
export function resolveSubjects<T extends { pageId: string }>(pages: ById<PageRow>, subjects: readonly T[]): T[] {
  return subjects.map((s, i) => ({ ...s, pageId: findPage(pages, s.pageId, `subjects.${i}.pageId`).pageId }));
}

const title = (pages: ById<PageRow>, id: string) => `"${pages.get(id)?.title ?? id}"`;

export function checkCycle(
  config: CycleConfig,
  active: readonly CycleRow[],
  pages: ById<PageRow>,
  within: (pageId: string, ancestorId: string) => boolean,
  self?: string,
): void {
  const ids = config.subjects.map((s) => s.pageId);
  const inside = findOverlap(ids, ids, within);
  if (inside) {
    const [a, b] = inside;
    const at = ids.lastIndexOf(b);
    const how = a === b ? `${title(pages, a)} is listed twice` : `${title(pages, a)} and ${title(pages, b)} overlap (one is inside the other)`;
    throw AppError.validation(
      [{ path: `subjects.${at}.pageId`, message: `${how}: its minutes would count for two subjects; keep one` }],
      'Invalid input: subjects',
    );
  }
  const twin = nameTaken([...active], config.name, self);
  if (twin) throw new AppError('CONFLICT', `An active study cycle is already named "${twin.config.name}" (${twin.cycleId}); choose another name`);
  for (const other of active) {
    if (other.cycleId === self) continue;
    const clash = findOverlap(ids, other.config.subjects.map((s) => s.pageId), within);
    if (!clash) continue;
    const [mine, theirs] = clash;
    const how = mine === theirs ? `${title(pages, mine)} is already a subject` : `${title(pages, mine)} overlaps ${title(pages, theirs)}, a subject`;
    throw new AppError(
      'CONFLICT',
      `${how} of the active cycle "${other.config.name}" (${other.cycleId}): a page counts toward one active cycle only. Remove it from one of them, or archive "${other.config.name}"`,
      { data: { cycle: { id: other.cycleId, name: other.config.name }, pages: [mine, theirs] } },
    );
  }
}
