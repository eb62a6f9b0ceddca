import type { z } from 'zod';
import type { Command } from '../../../util/fn';
import type { Ctx } from '../../../context';
import type { ClientDomain } from '../protocol/segments';
import { defineTool, type ToolGate, type ToolSpec } from './registry';

/**
 * A tool that IS a service command: same schema, same validation, same ownership checks as
 * the REST route (A4). The tool context is a Ctx, so identity comes from the server only.
 */
export function commandTool<S extends z.ZodType, R>(
  name: string,
  kind: 'read' | 'write',
  domains: ClientDomain[],
  description: string,
  cmd: Command<S, Ctx, R>,
  /** Whether the person must approve a call first, and what they are asked (registry.ts `approval`). */
  gate?: ToolGate<S>,
): ToolSpec<S> {
  return defineTool({ name, kind, domains, description, schema: cmd.schema, run: (ctx, input) => cmd(ctx, input), ...gate });
}
