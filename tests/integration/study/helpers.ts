import type { TestApi } from '../../support/http';
import { clockedApi } from '../day/helpers';
import { page, student, type Student } from '../notebook/helpers';

export { page, student, type Student };

/** 2026-11-29 is a Sunday, 12:00 UTC (the person's zone is UTC until they choose one). */
export const TODAY = '2026-11-29';

export function studyApi(): { api: TestApi; clock: ReturnType<typeof clockedApi>['clock'] } {
  return clockedApi(new Date(`${TODAY}T12:00:00Z`));
}

/** A person with a topic per title (and `children` pages under the first). */
export async function studentWithTopics(api: TestApi, titles: string[]): Promise<{ s: Student; pages: Record<string, string> }> {
  const s = await student(api);
  const pages: Record<string, string> = {};
  for (const t of titles) pages[t] = (await page(s, t)).id;
  return { s, pages };
}

const sum = (xs: { minutes: number }[]) => xs.reduce((a, b) => a + b.minutes, 0);
export { sum };
