import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiError } from '../../client/api';
import { addDays } from '../../dates';
import { refreshDomains } from '../../refresh';
import { ok } from '../../client/rest';
import { rest } from '../../session';
import { ErrorNote, Status } from '../../ui/bits';
import { useAction } from '../../use-action';
import { asApiError } from '../../use-resource';
import { BriefingNumbers } from './briefing-numbers';
import { pollNarrative } from './briefing-poll';
import { rememberSeen, seenOn } from './briefing-seen';
import { fetchNarrative, keepNarrative, loadBriefing } from './briefing-store';
import { worthShowing, type Briefing, type Narrative } from './briefing-types';
import { t } from './messages';

/** The client's own copy (B4, B6: cosmetic) when the prose does not come. */
const FALLBACK = {
  get late() {
    return t('lateProse');
  },
  get none() {
    return t('noProse');
  },
};

type Prose = { kind: 'writing' } | { kind: 'ready'; narrative: Narrative } | { kind: 'fallback'; text: string };

const proseOf = (n: Narrative): Prose =>
  n.status === 'READY' && (n.todayLines.length || n.yesterdayLines.length)
    ? { kind: 'ready', narrative: n }
    : n.status === 'PENDING'
      ? { kind: 'writing' }
      : { kind: 'fallback', text: FALLBACK.none };

/**
 * The daily briefing on Today (B1–B6): the numbers as soon as they arrive, the prose after them
 * (polled while PENDING, then the fallback copy), open by itself once a day until dismissed.
 */
export function BriefingCard({ userId, date, firstDay }: { userId: string; date: string; firstDay: string }) {
  const [open, setOpen] = useState(() => seenOn(userId) !== date);
  // Opened by the person's own click: then a briefing seen elsewhere stays open.
  const asked = useRef(false);
  const [briefing, setBriefing] = useState<Briefing>();
  const [prose, setProse] = useState<Prose>({ kind: 'writing' });
  const [loadError, setLoadError] = useState<ApiError>();
  const [message, setMessage] = useState<string>();
  const late = useAction();

  useEffect(() => {
    if (!open) return;
    const stop = new AbortController();
    loadBriefing(userId, date).then(
      async (b) => {
        if (stop.signal.aborted) return;
        // Seen today on another device (the server says when): it does not open by itself here.
        if (b.seenAt && !asked.current) {
          rememberSeen(userId, date);
          return setOpen(false);
        }
        setBriefing(b);
        setProse(proseOf(b.narrative));
        if (b.narrative.status !== 'PENDING') return;
        const out = await pollNarrative({ fetchNarrative }, stop.signal);
        if (out.kind === 'aborted') return;
        if (out.kind === 'gave-up') return setProse({ kind: 'fallback', text: FALLBACK.late });
        keepNarrative(userId, date, out.narrative);
        setProse(proseOf(out.narrative));
      },
      (err: unknown) => !stop.signal.aborted && setLoadError(asApiError(err, t('couldNotLoad'))),
    );
    return () => stop.abort();
  }, [open, userId, date]);

  if (briefing && !worthShowing(briefing)) return null;

  const dismiss = () => {
    rememberSeen(userId, date);
    setOpen(false);
    void ok(rest.POST('/daily-briefing/seen')).catch(() => undefined);
  };

  const checkLate = (groupId: string, name: string) =>
    void late.run(async () => {
      const r = await ok(rest.POST('/today/{groupId}/check', { params: { path: { groupId } }, body: { date: addDays(date, -1), checked: true } }));
      setMessage(t('checkedYesterday', { name, xp: r.xpChange }));
      setBriefing((b) => b && { ...b, yesterday: { ...b.yesterday, openItems: b.yesterday.openItems.filter((i) => i.groupId !== groupId) } });
      refreshDomains(['routines', 'profile']);
    });

  if (!open) {
    return (
      <section class="panel briefing collapsed" aria-label={t('briefing')} data-testid="briefing">
        <button
          aria-expanded="false"
          onClick={() => {
            asked.current = true;
            setOpen(true);
          }}
        >
          {t('showBriefing')}
        </button>
      </section>
    );
  }
  return (
    <section class="panel briefing" aria-label={t('briefing')} data-testid="briefing" data-prose={prose.kind}>
      <h2>{t('yourBriefing')}</h2>
      {loadError ? <ErrorNote error={loadError} /> : null}
      {!briefing && !loadError ? <p class="muted">{t('gathering')}</p> : null}
      {briefing ? <BriefingNumbers b={briefing} firstDay={firstDay} busy={late.busy} onCheckLate={checkLate} /> : null}
      <div class="prose" aria-live="polite" data-testid="briefing-prose">
        {briefing && prose.kind === 'writing' ? <p class="muted">{t('writing')}</p> : null}
        {prose.kind === 'ready' ? (
          <>
            {prose.narrative.todayLines.length ? (
              <>
                <h3>{t('today')}</h3>
                {prose.narrative.todayLines.map((l, i) => (
                  <p key={`t${i}`}>{l}</p>
                ))}
              </>
            ) : null}
            {prose.narrative.yesterdayLines.length ? (
              <>
                <h3>{t('lookingBack')}</h3>
                {prose.narrative.yesterdayLines.map((l, i) => (
                  <p key={`y${i}`}>{l}</p>
                ))}
              </>
            ) : null}
          </>
        ) : null}
        {prose.kind === 'fallback' ? <p class="muted">{prose.text}</p> : null}
      </div>
      <Status message={message} />
      <ErrorNote error={late.error} />
      <button aria-expanded="true" onClick={dismiss}>
        {t('gotIt')}
      </button>
    </section>
  );
}
