/** `GET /study/today` (core/study/today-service.ts). */
export interface StudyToday {
  date: string;
  items: {
    cycleId: string;
    name: string;
    plannedMinutes: number;
    creditedTodayMinutes: number;
    lap: Lap;
    blocks: { n: number; pageId: string; minutes: number; mode: 'TIME' | 'GOAL'; concept?: string; title: string | null; lap: number }[];
  }[];
}

export interface Lap {
  number: number;
  creditedMinutes: number;
  totalMinutes: number;
}

/** `GET /study/cycles` items, the part shown here (core/study/view.ts). */
export interface CycleSummary {
  id: string;
  name: string;
  weekMinutes: number;
  subjects: { pageId: string; title: string | null; importance: number; mastery: number }[];
  lap: Lap;
}

export interface StudySession {
  id: string;
  pageId: string;
  title: string | null;
  minutes: number;
  date: string;
  cycleName: string | null;
}
