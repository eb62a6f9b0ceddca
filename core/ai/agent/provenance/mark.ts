/**
 * The mark on an item whose text the assistant wrote in a turn that read source text, put on
 * the write itself (so the item and its mark land in one request, and the undo recorder's
 * after-state holds it), and asked for by every read of a tool call (so a projection cannot
 * hide it). A plain attribute outside every ElectroDB model: ElectroDB leaves it out of every
 * item it hands the domains, so no REST answer shows it and no domain can drop it by accident;
 * a patch keeps it, the export (which copies stored attributes) carries it, and an undo puts
 * back the item whole, mark included.
 *
 * Inputs are changed IN PLACE: the undo recorder (undo/recorder.ts) holds the very objects it
 * was given and reads its after-state from them once the write is done.
 */
export const FROM_SOURCES = 'fromSources';

const NAME = '#fromSources__p';
const VALUE = ':fromSources__p';

type Row = Record<string, unknown>;
interface UpdateInput {
  UpdateExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Row;
}

/** Mark every item of `kinds` the write puts or updates. Returns whether it marked any. */
export function markWrite(input: Row, kinds: ReadonlySet<string>): boolean {
  let marked = false;
  const put = (item: unknown) => {
    if (!item || typeof item !== 'object') return;
    const row = item as Row;
    if (!kinds.has(String(row.__edb_e__))) return;
    row[FROM_SOURCES] = true;
    marked = true;
  };
  const update = (u: UpdateInput) => {
    if (typeof u.UpdateExpression !== 'string') return;
    const kind = updatedKind(u);
    // An update that does not say its kind (every ElectroDB and direct-writes update does) is marked: the safe side.
    if (kind !== undefined && !kinds.has(kind)) return;
    setMark(u);
    marked = true;
  };
  if ('Item' in input) put(input.Item);
  else if ('UpdateExpression' in input) update(input as UpdateInput);
  for (const t of (input.TransactItems as { Put?: { Item: Row }; Update?: UpdateInput }[] | undefined) ?? []) {
    if (t.Put) put(t.Put.Item);
    else if (t.Update) update(t.Update);
  }
  const batch = input.RequestItems as Record<string, unknown> | undefined;
  for (const requests of Object.values(batch ?? {})) {
    if (Array.isArray(requests)) for (const r of requests as { PutRequest?: { Item: Row } }[]) put(r.PutRequest?.Item);
  }
  return marked;
}

/** The entity kind an update writes: the value its SET gives `__edb_e__`. */
function updatedKind(u: UpdateInput): string | undefined {
  const alias = Object.entries(u.ExpressionAttributeNames ?? {}).find(([, attr]) => attr === '__edb_e__')?.[0];
  if (!alias) return undefined;
  const m = u.UpdateExpression!.match(new RegExp(`${escape(alias)}\\s*=\\s*(:[A-Za-z0-9_]+)`));
  const v = m ? u.ExpressionAttributeValues?.[m[1]!] : undefined;
  return typeof v === 'string' ? v : undefined;
}

function setMark(u: UpdateInput): void {
  const expr = u.UpdateExpression!;
  if (u.ExpressionAttributeNames?.[NAME]) return;
  u.ExpressionAttributeNames = { ...u.ExpressionAttributeNames, [NAME]: FROM_SOURCES };
  u.ExpressionAttributeValues = { ...u.ExpressionAttributeValues, [VALUE]: true };
  // The SET clause keyword, never an alias (those start with # or :).
  const set = /(^|\s)SET\s/;
  u.UpdateExpression = set.test(expr) ? expr.replace(set, `$1SET ${NAME} = ${VALUE}, `) : `SET ${NAME} = ${VALUE} ${expr}`;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A read that names the attributes it wants (ElectroDB's `attributes`, a projection) asks for
 * the mark too: a tool reading only a task's name still reads whether a source wrote it.
 */
export function alsoReadMark(input: Row): void {
  const project = (r: { ProjectionExpression?: string; ExpressionAttributeNames?: Record<string, string> }) => {
    if (typeof r.ProjectionExpression !== 'string' || r.ExpressionAttributeNames?.[NAME]) return;
    r.ExpressionAttributeNames = { ...r.ExpressionAttributeNames, [NAME]: FROM_SOURCES };
    r.ProjectionExpression = `${r.ProjectionExpression}, ${NAME}`;
  };
  project(input as never);
  for (const t of (input.TransactItems as { Get?: never }[] | undefined) ?? []) if (t.Get) project(t.Get);
  const batch = input.RequestItems as Record<string, unknown> | undefined;
  for (const request of Object.values(batch ?? {})) if (request && !Array.isArray(request)) project(request as never);
}

/** Whether an answer holds an item that carries the mark: read, returned by a write, or in a batch. */
export function carriesMark(output: unknown): boolean {
  if (!output || typeof output !== 'object') return false;
  const out = output as Row;
  const marked = (item: unknown) => !!item && typeof item === 'object' && (item as Row)[FROM_SOURCES] === true;
  if (marked(out.Item) || marked(out.Attributes)) return true;
  if (Array.isArray(out.Items) && out.Items.some(marked)) return true;
  const responses = out.Responses;
  // TransactGet: [{ Item }]; BatchGet: { table: [items] }.
  if (Array.isArray(responses)) return responses.some((r) => marked((r as Row | undefined)?.Item));
  if (responses && typeof responses === 'object') return Object.values(responses as Row).some((items) => Array.isArray(items) && items.some(marked));
  return false;
}
