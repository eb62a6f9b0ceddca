import type { BlockRow, BlockType, PageRow, PageStatus } from './entity';
import type { SourceSummary } from './sources-seam';
import { effectiveStatus } from './status';
import { childrenOf, topicOf, type ById } from './tree';

export interface BlockView {
  id: string;
  type: BlockType;
  text: string;
  createdAt: string;
  updatedAt: string;
}

export interface PageSummary {
  id: string;
  title: string;
  status: PageStatus;
}

export interface PageView extends PageSummary {
  parentId: string | null;
  topicId: string;
  /** MANUAL when set by hand (PATCH status), BOARD when it follows the board. */
  statusSource: 'MANUAL' | 'BOARD';
  blocks: BlockView[];
  children: PageSummary[];
  sources: SourceSummary[];
  createdAt: string;
  updatedAt: string;
}

export const toBlock = (b: BlockRow): BlockView => ({ id: b.blockId, type: b.type, text: b.text, createdAt: b.createdAt, updatedAt: b.updatedAt });

export const toSummary = (p: PageRow): PageSummary => ({ id: p.pageId, title: p.title, status: effectiveStatus(p) });

export function toPage(pages: ById<PageRow>, p: PageRow, blocks: BlockRow[], sources: SourceSummary[]): PageView {
  return {
    ...toSummary(p),
    parentId: p.parentId ?? null,
    topicId: (topicOf(pages, p.pageId) ?? p).pageId,
    statusSource: p.manualStatus ? 'MANUAL' : 'BOARD',
    blocks: blocks.map(toBlock),
    children: childrenOf(pages, p.pageId).sort((a, b) => (a.pageId < b.pageId ? -1 : 1)).map(toSummary),
    sources,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}
