// ROOM approval/: a call waiting for the person's yes (A7) — entity.ts (the item, single use)
// and this store (read it, show it as a card). Asking is ../turn/pause.ts; answering is
// ../turn/approve.ts; the summaries the person reads are ../tools/summaries/.
import type { Ctx } from '../../../context';
import { Approvals } from './entity';

/** An approval as read from the table. */
export interface ApprovalRow {
  userId: string;
  chatId: string;
  turnId: string;
  approvalId: string;
  callId: string;
  toolName: string;
  summary: string;
  status: 'PENDING' | 'USED';
  expiresAtMs: number;
  otherApprovalIds?: string[];
  messages: string;
  page?: string;
  focusEntryId?: string;
  /** The turn had read source text, or text written from it, before it paused (entity.ts). */
  readSources?: boolean;
}

/** What a client needs to show an approval card: the server's summary and until when. */
export interface ApprovalView {
  turnId: string;
  approvalId: string;
  callId: string;
  name: string;
  summary: string;
  expiresAt: string;
}

export const toApprovalView = (a: Pick<ApprovalRow, 'turnId' | 'approvalId' | 'callId' | 'toolName' | 'summary' | 'expiresAtMs'>): ApprovalView => ({
  turnId: a.turnId,
  approvalId: a.approvalId,
  callId: a.callId,
  name: a.toolName,
  summary: a.summary,
  expiresAt: new Date(a.expiresAtMs).toISOString(),
});

/** The approval, read strongly (an answer must see the request just written, and whether it was used). */
export async function loadApproval(ctx: Ctx, turnId: string, approvalId: string): Promise<ApprovalRow | null> {
  return (await Approvals(ctx.deps.db).get({ userId: ctx.actor.userId, turnId, approvalId }).go({ consistent: true })).data as ApprovalRow | null;
}

/** The turn's approval still waiting for an answer, if any (a turn asks one at a time). */
export async function pendingApproval(ctx: Ctx, turnId: string): Promise<ApprovalView | null> {
  const rows = (await Approvals(ctx.deps.db).query.primary({ userId: ctx.actor.userId, turnId }).go({ consistent: true, attributes: ['turnId', 'approvalId', 'callId', 'toolName', 'summary', 'expiresAtMs', 'status'] })).data;
  const now = ctx.deps.clock.now().getTime();
  const open = rows.find((r) => r.status === 'PENDING' && r.expiresAtMs > now);
  return open ? toApprovalView(open) : null;
}
