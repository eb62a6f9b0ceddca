import { useEffect, useState } from 'preact/hooks';
import { renderDiagram, type DrawnDiagram } from './mermaid';
import { t } from './messages';

/** A Mermaid diagram drawn in the browser; its source stays one click away (and is the fallback). */
export function Diagram({ source, label = t('diagram') }: { source: string; label?: string }) {
  const [drawn, setDrawn] = useState<DrawnDiagram>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let alive = true;
    setDrawn(undefined);
    setError(undefined);
    renderDiagram(source).then(
      (d) => alive && setDrawn(d),
      (err: unknown) => alive && setError((err as Error)?.message ?? t('couldNot')),
    );
    return () => void (alive = false);
  }, [source]);
  return (
    <figure class="diagram" data-testid="diagram" data-rendered={drawn ? 'true' : error ? 'error' : 'pending'}>
      {drawn ? (
        <div class="diagram-image">
          <img src={drawn.src} width={drawn.width} height={drawn.height} alt={t('alt', { label })} />
        </div>
      ) : null}
      {error ? <p class="error">{t('failed', { error })}</p> : null}
      {!drawn && !error ? <p class="muted small">{t('drawing')}</p> : null}
      <details open={Boolean(error)}>
        <summary>{t('source')}</summary>
        <pre>{source}</pre>
      </details>
    </figure>
  );
}
