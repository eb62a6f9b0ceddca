import { useState } from 'preact/hooks';
import { parseAreas } from './areas';
import { t } from './messages';

export interface Story {
  story: string;
  areas: string[];
}

/** The story so far starts here: what the person says about themselves and the areas they name. */
export function StoryForm({ initial, busy, onStart }: { initial?: Story | undefined; busy: boolean; onStart(story: Story): void }) {
  const [story, setStory] = useState(initial?.story ?? '');
  const [areas, setAreas] = useState(initial?.areas.join(', ') ?? '');
  const [problem, setProblem] = useState(false);
  return (
    <form
      class="panel stack"
      aria-label={t('storyTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        const names = parseAreas(areas);
        setProblem(names.length === 0);
        if (names.length) onStart({ story: story.trim(), areas: names });
      }}
    >
      <h2>{t('storyTitle')}</h2>
      <label>
        {t('story')}
        <textarea rows={4} maxLength={3000} value={story} placeholder={t('storyHint')} onInput={(e) => setStory(e.currentTarget.value)} />
      </label>
      <label>
        {t('areas')}
        <input value={areas} placeholder={t('areasHint')} aria-invalid={problem} onInput={(e) => setAreas(e.currentTarget.value)} />
      </label>
      {problem ? (
        <p class="error" role="alert">
          {t('needAreas')}
        </p>
      ) : null}
      <div class="row">
        <button class="primary" type="submit" disabled={busy}>
          {t('start')}
        </button>
      </div>
    </form>
  );
}
