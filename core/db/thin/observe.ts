/** A table command as it goes out: its low-level name and its low-level (marshalled) input. */
export interface SentCommand {
  /** `GetItemCommand`, `TransactWriteItemsCommand` … (a document command's low-level name). */
  name: string;
  /** What goes on the wire; an observer may still change it before calling `send`. */
  input: Record<string, unknown>;
}

/**
 * Wraps the sending of every table command of one client: call `send` (once) to send it, and
 * return what it returns (the low-level output). Sees each command once, retries included.
 */
export type CommandObserver = (command: SentCommand, send: () => Promise<Record<string, unknown>>) => Promise<Record<string, unknown>>;

/** The observers of one client, the first attached outermost (as middleware of one step). */
export class Observers {
  private list: CommandObserver[] = [];

  add(observer: CommandObserver): () => void {
    this.list = [...this.list, observer];
    return () => void (this.list = this.list.filter((o) => o !== observer));
  }

  /** Sends `command` through every observer attached now, then `send`. */
  run(command: SentCommand, send: () => Promise<Record<string, unknown>>): Promise<Record<string, unknown>> {
    const list = this.list;
    if (!list.length) return send();
    const at = (i: number): Promise<Record<string, unknown>> => (i === list.length ? send() : list[i]!(command, () => at(i + 1)));
    return at(0);
  }
}
