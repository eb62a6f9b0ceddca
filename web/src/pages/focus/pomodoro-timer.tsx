import { useEffect, useRef, useState } from 'preact/hooks';
import { ok } from '../../client/rest';
import { auth, rest } from '../../session';
import { ErrorNote, Status } from '../../ui/bits';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';
import { CYCLE_TYPES, DEFAULT_MINUTES, MAX_MINUTES, clock, cycleRecord, idle, pause, remainingMs, resume, start, tick, type CycleType, type Timer } from './pomodoro';
import { t } from './messages';

/**
 * A running cycle outlives the page: moving elsewhere in the app and back finds it still going
 * (or finished at the instant it ran out, and recorded then).
 */
const fresh = () => ({ timer: idle(), pageId: '', recorded: undefined as number | undefined });
let kept = fresh();
auth.onChange((signedIn) => void (signedIn || (kept = fresh())));

const typeLabel = (type: CycleType) => t(`type_${type}`);

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
  const topics = useResource('/notebook/topics', 'notebook', () => ok(rest.GET('/notebook/topics')));
  const cycles = useResource('/focus/cycles', 'focus', () => ok(rest.GET('/focus/cycles')));

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
      await ok(rest.POST('/focus/cycles', { body: cycleRecord(done, { entryId, pageId: pageId || undefined }) }));
      recorded.current = done.startedAt;
      kept.recorded = done.startedAt;
      setMessage(t('recorded', { type: typeLabel(done.type), count: done.minutes }));
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
    <section class="panel pomodoro" aria-label={t('timerLabel')}>
      <h2>{t('timer')}</h2>
      <div class="form-row">
        <label>
          {t('cycle')}
          <select value={timer.type} disabled={!editable} onChange={(e) => setType((e.currentTarget as HTMLSelectElement).value as CycleType)}>
            {CYCLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('minutes')}
          <input type="number" min="1" max={MAX_MINUTES} value={timer.minutes} disabled={!editable} onChange={(e) => setMinutes(Number((e.currentTarget as HTMLInputElement).value))} />
        </label>
        <label>
          {t('notebookPage')}
          <select value={pageId} disabled={!editable} onChange={(e) => setPageId((e.currentTarget as HTMLSelectElement).value)}>
            <option value="">{t('none')}</option>
            {topics.data?.items.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p class="clock" role="timer" aria-label={t('timeLeft')} data-testid="timer" data-phase={timer.phase}>
        {clock(left)}
      </p>
      <div class="row">
        {editable ? (
          <button class="primary" onClick={() => (setNow(Date.now()), setTimer((t) => start(t, Date.now())))}>
            {t('start')}
          </button>
        ) : timer.phase === 'running' ? (
          <button onClick={() => setTimer((was) => pause(was, Date.now()))}>{t('pause')}</button>
        ) : (
          <button class="primary" onClick={() => setTimer((t) => resume(t, Date.now()))}>
            {t('resume')}
          </button>
        )}
        {!editable ? <button onClick={() => setTimer((was) => idle(was.type, was.minutes))}>{t('stop')}</button> : null}
        {timer.phase === 'done' && record.error ? <button onClick={() => send(timer)}>{t('recordAgain')}</button> : null}
      </div>
      <Status message={message} testId="timer-status" />
      <ErrorNote error={record.error} />
      {cycles.data?.items.length ? (
        <p class="small muted" data-testid="cycles-today">
          {t('cyclesToday', {
            pomodoros: cycles.data.items.filter((c) => c.type === 'POMODORO').length,
            minutes: cycles.data.items.filter((c) => c.type === 'POMODORO').reduce((n, c) => n + c.minutes, 0),
          })}
        </p>
      ) : null}
    </section>
  );
}
