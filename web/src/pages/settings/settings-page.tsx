import { useEffect, useState } from 'preact/hooks';
import { loadConfiguration, type Configuration } from '../../config';
import { formatDate } from '../../i18n/format';
import { setLang, type Lang } from '../../i18n/lang';
import { ErrorNote, Status } from '../../ui/bits';
import { useResource } from '../../use-resource';
import { useWrite } from '../../use-action';
import { t } from './messages';
import { saveConfiguration } from './save';
import { deviceZone, zoneChoices } from './zones';

/** The dashboard widgets this client draws on Today (the configuration knows more ids, kept as they are). */
export const DASHBOARD_WIDGETS = ['studyToday', 'constanceHeatmap', 'moodWeek', 'calendarToday'] as const;

/** Each language named in itself, so a person who cannot read the current one still finds theirs. */
const LANGUAGE_NAMES: { lang: Lang; name: string; tag: string }[] = [
  { lang: 'en', name: 'English', tag: 'en' },
  { lang: 'pt', name: 'Português', tag: 'pt-BR' },
];

/**
 * Settings (D9): the display name, the time zone, the language (applied at once and saved on
 * the server, so every device follows), the dashboard widgets on Today, the tutorial flag, and
 * the way back into the setup wizard. Every change is saved as it is made, and said.
 */
export function SettingsPage() {
  const config = useResource('/me/configuration', 'profile', () => loadConfiguration());
  const write = useWrite(config.reload);
  // A switch shows its new state at once; the saved configuration (or a failure) settles it.
  const [draft, setDraft] = useState<Partial<Configuration>>({});
  useEffect(() => setDraft({}), [config.loads, write.error]);
  const c = config.data && { ...config.data, ...draft };
  const change = (patch: Partial<Configuration>, said: () => string) => {
    setDraft((d) => ({ ...d, ...patch }));
    void write.write(async () => (await saveConfiguration(patch), said()));
  };
  return (
    <section class="page settings" data-page="settings" data-loads={config.loads}>
      <h1>{t('title')}</h1>
      <Status message={write.message} testId="settings-status" />
      <ErrorNote error={write.error ?? (c ? undefined : config.error)} />
      {c ? (
        <>
          <NameForm config={c} busy={write.busy} save={(name) => write.write(async () => (await saveConfiguration({ displayName: name }), t('nameSaved', { name })))} />
          <ZoneForm config={c} busy={write.busy} save={(zone) => write.write(async () => t('zoneSaved', { zone: (await saveConfiguration({ timeZone: zone, timeZoneSource: 'EXPLICIT' })).timeZone }))} />
          <fieldset class="panel">
            <legend>{t('language')}</legend>
            <p class="muted small">{t('languageHint')}</p>
            <div class="row" role="radiogroup" aria-label={t('language')}>
              {LANGUAGE_NAMES.map((l) => (
                <label key={l.lang} lang={l.tag} class="choice">
                  <input
                    type="radio"
                    name="language"
                    checked={c.language === l.lang}
                    disabled={write.busy}
                    onChange={() => {
                      // At once on this page; the server keeps it for every other device and reload.
                      setLang(l.lang);
                      change({ language: l.lang }, () => t('languageSaved'));
                    }}
                  />{' '}
                  {l.name}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset class="panel">
            <legend>{t('dashboard')}</legend>
            <p class="muted small">{t('dashboardHint')}</p>
            <ul class="plain">
              {DASHBOARD_WIDGETS.map((w) => {
                const on = c.widgets.includes(w);
                const name = t(`widget_${w}`);
                return (
                  <li key={w}>
                    <label>
                      <input
                        type="checkbox"
                        checked={on}
                        disabled={write.busy}
                        data-widget={w}
                        onChange={() =>
                          // The list is replaced whole and keeps its order: the other ids stay as they were.
                          change({ widgets: on ? c.widgets.filter((x) => x !== w) : [...c.widgets, w] }, () => (on ? t('widgetOff', { name }) : t('widgetOn', { name })))
                        }
                      />{' '}
                      {name}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <fieldset class="panel">
            <legend>{t('tutorial')}</legend>
            <label>
              <input
                type="checkbox"
                checked={c.tutorialCompleted}
                disabled={write.busy}
                onChange={() => {
                  const done = !c.tutorialCompleted;
                  change({ tutorialCompleted: done }, () => (done ? t('tutorialOn') : t('tutorialOff')));
                }}
              />{' '}
              {t('tutorialDone')}
            </label>
          </fieldset>
          <section class="panel" aria-label={t('onboarding')}>
            <h2>{t('onboarding')}</h2>
            <p class="muted small">{t('onboardingHint')}</p>
            <a class="button-link" href="#/onboarding">
              {t('openWizard')}
            </a>
          </section>
        </>
      ) : null}
    </section>
  );
}

function NameForm({ config, busy, save }: { config: Configuration; busy: boolean; save(name: string): Promise<boolean> }) {
  const [name, setName] = useState(config.displayName);
  useEffect(() => setName(config.displayName), [config.displayName]);
  return (
    <form
      class="panel"
      aria-label={t('profile')}
      onSubmit={(e) => {
        e.preventDefault();
        void save(name.trim());
      }}
    >
      <h2>{t('profile')}</h2>
      <label>
        {t('displayName')}
        <input name="displayName" value={name} maxLength={80} required autoComplete="name" onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <p>
        <button type="submit" class="primary" disabled={busy || !name.trim() || name.trim() === config.displayName}>
          {t('saveName')}
        </button>
      </p>
    </form>
  );
}

function ZoneForm({ config, busy, save }: { config: Configuration; busy: boolean; save(zone: string): Promise<boolean> }) {
  const [zone, setZone] = useState(config.timeZone);
  useEffect(() => setZone(config.timeZone), [config.timeZone]);
  const device = deviceZone();
  return (
    <form
      class="panel"
      aria-label={t('timeZone')}
      onSubmit={(e) => {
        e.preventDefault();
        void save(zone);
      }}
    >
      <h2>{t('timeZone')}</h2>
      <p class="muted small">{t('zoneHint', { now: formatDate(Date.now(), { dateStyle: 'medium', timeStyle: 'short', timeZone: config.timeZone }) })}</p>
      <label>
        {t('zone')}
        <select name="timeZone" value={zone} onChange={(e) => setZone(e.currentTarget.value)}>
          {zoneChoices(config.timeZone).map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </label>
      <p class="row">
        <button type="submit" class="primary" disabled={busy || zone === config.timeZone}>
          {t('saveZone')}
        </button>
        {device && device !== config.timeZone ? (
          <button type="button" disabled={busy} onClick={() => void save(device)}>
            {t('useDevice', { zone: device })}
          </button>
        ) : null}
      </p>
    </form>
  );
}
