import { useEffect, useRef, useState } from 'preact/hooks';
import type { TimerCycle } from '../../../../core/focus/cycles';
import { api, auth } from '../../session';
import { ErrorNote, Status } from '../../ui/bits';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';
import { CYCLE_TYPES, DEFAULT_MINUTES, MAX_MINUTES, clock, cycleRecord, idle, pause, remainingMs, resume, start, tick, type CycleType, type Timer } from './pomodoro';

/**
 * A running cycle outlives the page: moving elsewhere in the app and back finds it still going
 * (or finished at the instant it ran out, and recorded then).
 */
const fresh = () => ({ timer: idle(), pageId: '', recorded: undefined as number | undefined });
let kept = fresh();
auth.onChange((signedIn) => void (signedIn || (kept = fresh())));

const TYPE_LABEL: Record<CycleType, string> = { POMODORO: 'Focus (pomodoro)', SHORT_BREAK: 'Short break', LONG_BREAK: 'Long break' };

/**
 * The pomodoro timer: when a cycle runs out the client records it (`POST /focus/cycles`), with
 * the entry in focus and, optionally, the notebook page studied (a POMODORO on a page credits
 * the study cycle holding it). A failed record keeps the finished cycle to send again.
 */
export function PomodoroTimer({ entryId }: { entryId?: string | undefined }) {
  const [timer, setTimer] = useState<Timer>(() => tick(kept.timer, Date.now()));
  const [now, setNow] = useState(Date.now());
  const [pageId, setPageId] = useState(kept.pageId);
  const [message, setMessage] = useState<string>();
  const record = useAction();
  const recorded = useRef<number | undefined>(kept.recorded);
  useEffect(() => void (kept = { timer, pageId, recorded: recorded.current }), [timer, pageId]);
  const topics = useResource<{ items: { id: string; title: string }[] }>('/notebook/topics', 'notebook');
  const cycles = useResource<{ items: TimerCycle[] }>('/focus/cycles', 'focus');

  useEffect(() => {
    if (timer.phase !== 'running') return;
    const t = setInterval(() => {
      const at = Date.now();
      setNow(at);
      setTimer((cur) => tick(cur, at));
    }, 250);
    return () => clearInterval(t);
  }, [timer.phase]);

  const send = (done: Extract<Timer, { phase: 'done' }>) =>
    void record.run(async () => {
      await api.post('/focus/cycles', cycleRecord(done, { entryId, pageId: pageId || undefined }));
      recorded.current = done.startedAt;
      kept.recorded = done.startedAt;
      setMessage(`${TYPE_LABEL[done.type]} of ${done.minutes} ${done.minutes === 1 ? 'minute' : 'minutes'} done and recorded.`);
      cycles.reload();
    });

  useEffect(() => {
    if (timer.phase === 'done' && recorded.current !== timer.startedAt) send(timer);
  }, [timer]);

  const editable = timer.phase === 'idle' || timer.phase === 'done';
  const setType = (type: CycleType) => setTimer(idle(type, DEFAULT_MINUTES[type]));
  const setMinutes = (m: number) => setTimer((t) => idle(t.type, Math.min(MAX_MINUTES, Math.max(1, Math.round(m) || 1))));
  const left = remainingMs(timer, now);

  return (
    <section class="panel pomodoro" aria-label="Pomodoro timer">
      <h2>Timer</h2>
      <div class="form-row">
        <label>
          Cycle
          <select value={timer.type} disabled={!editable} onChange={(e) => setType((e.currentTarget as HTMLSelectElement).value as CycleType)}>
            {CYCLE_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABEL[t]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Minutes
          <input type="number" min="1" max={MAX_MINUTES} value={timer.minutes} disabled={!editable} onChange={(e) => setMinutes(Number((e.currentTarget as HTMLInputElement).value))} />
        </label>
        <label>
          Notebook page (optional)
          <select value={pageId} disabled={!editable} onChange={(e) => setPageId((e.currentTarget as HTMLSelectElement).value)}>
            <option value="">(none)</option>
            {topics.data?.items.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p class="clock" role="timer" aria-label="Time left" data-testid="timer" data-phase={timer.phase}>
        {clock(left)}
      </p>
      <div class="row">
        {editable ? (
          <button class="primary" onClick={() => (setNow(Date.now()), setTimer((t) => start(t, Date.now())))}>
            Start
          </button>
        ) : timer.phase === 'running' ? (
          <button onClick={() => setTimer((t) => pause(t, Date.now()))}>Pause</button>
        ) : (
          <button class="primary" onClick={() => setTimer((t) => resume(t, Date.now()))}>
            Resume
          </button>
        )}
        {!editable ? <button onClick={() => setTimer((t) => idle(t.type, t.minutes))}>Stop</button> : null}
        {timer.phase === 'done' && record.error ? <button onClick={() => send(timer)}>Record again</button> : null}
      </div>
      <Status message={message} testId="timer-status" />
      <ErrorNote error={record.error} />
      {cycles.data?.items.length ? (
        <p class="small muted" data-testid="cycles-today">
          Today: {cycles.data.items.filter((c) => c.type === 'POMODORO').length} pomodoros,{' '}
          {cycles.data.items.filter((c) => c.type === 'POMODORO').reduce((n, c) => n + c.minutes, 0)} minutes of focus.
        </p>
      ) : null}
    </section>
  );
}
