import { useEffect, useState } from 'preact/hooks';
import type { ApiError } from '../../client/api';
import { href } from '../../routes';
import { setTutorialCompleted } from '../../tutorial';
import { ErrorNote, Status } from '../../ui/bits';
import { asApiError } from '../../use-resource';
import { acceptBody, afterSave, type StorySoFar } from './accept-body';
import { accept, SaveRefused, STEPS, suggest, type SavedItem, type Step, type Suggestions } from './calls';
import { SaveFailed, SavedList, SuggestFailed } from './error-screens';
import { t } from './messages';
import { StepView } from './step-views';
import { StoryForm, type Story } from './story-form';

const NONE: StorySoFar = { categories: [], habits: [], tasks: [] };

/**
 * The setup wizard (O1–O4): the story, then four steps — categories, habits and tasks, a
 * routine, goals — each from one suggestion call carrying the story so far. Every suggestion
 * can be kept or dropped; "Save and continue" goes through the duplicate-proof accept route,
 * so "Try again", going back and saving again, or a second click never makes a second copy.
 * A failed suggestion call shows the AI-unavailable copy; a refused write names the item, the
 * server's reason and what is already saved.
 */
export function OnboardingPage() {
  const [story, setStory] = useState<Story>();
  const [index, setIndex] = useState(0);
  const [suggestions, setSuggestions] = useState<Partial<Suggestions>>({});
  // What the person dropped, per step: going back shows a step as it was left.
  const [dropped, setDropped] = useState<Partial<Record<Step, ReadonlySet<string>>>>({});
  const [soFar, setSoFar] = useState<StorySoFar>(NONE);
  const [saved, setSaved] = useState<SavedItem[]>([]);
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [suggestError, setSuggestError] = useState<ApiError>();
  const [refused, setRefused] = useState<SaveRefused>();
  const [request, setRequest] = useState('');
  const [message, setMessage] = useState<string>();
  const [leaving, setLeaving] = useState<ApiError>();
  const [done, setDone] = useState(false);
  const step: Step = STEPS[index]!;
  const data = suggestions[step];
  const kept = (key: string) => !dropped[step]?.has(key);

  const ask = async (s: Step, newRequest?: string) => {
    if (!story) return;
    setAsking(true);
    setSuggestError(undefined);
    setRefused(undefined);
    try {
      const categoryNames = s === 'categories' || soFar.categories.length === 0 ? story.areas : soFar.categories;
      const got = await suggest(s, {
        story: story.story || story.areas.join(', '),
        categoryNames,
        accepted: soFar,
        ...(newRequest ? { request: newRequest } : {}),
      });
      setSuggestions((all) => ({ ...all, [s]: got }));
      setDropped((d) => ({ ...d, [s]: new Set<string>() }));
    } catch (err) {
      setSuggestError(asApiError(err));
    } finally {
      setAsking(false);
    }
  };

  // Entering a step without its suggestions asks for them (going back keeps the ones shown).
  useEffect(() => {
    if (story && !done && !suggestions[step] && !suggestError) void ask(step);
  }, [story, index, done]);

  const next = () => {
    setSuggestError(undefined);
    setRefused(undefined);
    setRequest('');
    if (index + 1 < STEPS.length) setIndex(index + 1);
    else setDone(true);
  };

  const save = async () => {
    if (!data) return;
    const body = acceptBody(step, data, kept);
    setSaving(true);
    setRefused(undefined);
    try {
      const result = await accept(body);
      setSaved(result.saved);
      setSoFar((s) => afterSave(s, body));
      setMessage(t('savedStep', { created: result.created.length, skipped: result.skipped.length }));
      next();
    } catch (err) {
      setRefused(err instanceof SaveRefused ? err : new SaveRefused(asApiError(err), undefined, saved));
      if (err instanceof SaveRefused) setSaved(err.saved);
    } finally {
      setSaving(false);
    }
  };

  // Skipping or finishing marks the account's setup done (the configuration's tutorial flag).
  const leave = async () => {
    try {
      await setTutorialCompleted(true);
      location.hash = href('/today');
    } catch (err) {
      setLeaving(asApiError(err));
    }
  };

  const toggle = (key: string) =>
    setDropped((d) => {
      const n = new Set(d[step]);
      if (!n.delete(key)) n.add(key);
      return { ...d, [step]: n };
    });
  const busy = asking || saving;

  return (
    <section class="page wizard" data-page="onboarding" data-step={story ? (done ? 'done' : step) : 'story'}>
      <div class="page-head">
        <h1>{t('title')}</h1>
        <button onClick={() => void leave()}>{t('skipAll')}</button>
      </div>
      <p class="muted">
        {t('intro')} {t('skipAllHint')}
      </p>
      <ErrorNote error={leaving} />
      <Status message={message} testId="wizard-status" />
      {!story ? (
        <StoryForm busy={busy} onStart={setStory} />
      ) : done ? (
        <section class="panel" aria-label={t('doneTitle')} data-testid="wizard-done">
          <h2>{t('doneTitle')}</h2>
          <p>{t('doneBody')}</p>
          <SavedList saved={saved} />
          <button class="primary" onClick={() => void leave()}>
            {t('finish')}
          </button>
        </section>
      ) : (
        <section class="panel" aria-labelledby="wizard-step">
          <p class="muted">{t('stepOf', { n: index + 1, total: STEPS.length })}</p>
          <h2 id="wizard-step">{t(`step_${step}`)}</h2>
          {asking ? (
            <p role="status" aria-live="polite">
              {t('asking')}
            </p>
          ) : null}
          {suggestError && !asking ? <SuggestFailed error={suggestError} busy={busy} onRetry={() => void ask(step, request)} onSkip={next} /> : null}
          {data && !asking ? (
            <>
              <p class="muted">{t('keepHint')}</p>
              <StepView step={step} data={data} keeping={{ kept, toggle }} />
              <form
                class="row wizard-again"
                onSubmit={(e) => {
                  e.preventDefault();
                  void ask(step, request.trim() || undefined);
                }}
              >
                <label class="grow">
                  {t('request')}
                  <input value={request} maxLength={300} onInput={(e) => setRequest(e.currentTarget.value)} />
                </label>
                <button type="submit" disabled={busy}>
                  {t('again')}
                </button>
              </form>
            </>
          ) : null}
          {refused ? <SaveFailed refused={refused} busy={busy} onRetry={() => void save()} /> : null}
          <div class="row wizard-nav">
            {index > 0 ? (
              <button disabled={busy} onClick={() => (setRefused(undefined), setSuggestError(undefined), setIndex(index - 1))}>
                {t('back')}
              </button>
            ) : null}
            <button disabled={busy} onClick={next}>
              {t('skipStep')}
            </button>
            {data && !refused ? (
              <button class="primary" disabled={busy} onClick={() => void save()}>
                {saving ? t('saving') : t('save')}
              </button>
            ) : null}
          </div>
        </section>
      )}
    </section>
  );
}
