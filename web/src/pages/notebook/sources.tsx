import { useEffect, useState } from 'preact/hooks';
import { MAX_PDF_BYTES, MAX_TEXT_CHARS } from '../../../../core/notebook/sources/limits';
import { ApiError } from '../../client/api';
import { uploadFile } from '../../client/upload';
import { api } from '../../session';
import { ConfirmButton, ErrorNote, Status } from '../../ui/bits';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';
import type { PageView, SourceSummary } from './types';

const WORKING = new Set(['PENDING', 'READING']);
const STATUS_TEXT: Record<string, string> = { PENDING: 'waiting to be read', READING: 'reading…', READY: 'ready', FAILED: 'could not be read' };

/** While a source is being read, the list is read again every 2 s (the worker has no push). */
function useSources(pageId: string) {
  const list = useResource<{ items: SourceSummary[] }>(`/notebook/pages/${pageId}/sources`, 'notebook');
  const working = list.data?.items.some((s) => WORKING.has(s.status)) ?? false;
  useEffect(() => {
    if (!working) return;
    const t = setInterval(list.reload, 2000);
    return () => clearInterval(t);
  }, [working]);
  return list;
}

function PdfUpload({ pageId, onAdded }: { pageId: string; onAdded(msg: string): void }) {
  const [progress, setProgress] = useState<number>();
  const action = useAction();
  const choose = (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    void action.run(async () => {
      if (file.size > MAX_PDF_BYTES) throw new ApiError(400, 'VALIDATION_FAILED', `A PDF is at most ${MAX_PDF_BYTES / 1024 / 1024} MB; this one is ${(file.size / 1024 / 1024).toFixed(1)} MB.`);
      const title = file.name.replace(/\.pdf$/i, '').slice(0, 200) || 'PDF';
      const up = await api.post<{ id: string; uploadUrl: string; headers: Record<string, string> }>(`/notebook/pages/${pageId}/sources/uploads`, { title, bytes: file.size });
      setProgress(0);
      try {
        await uploadFile({ url: up.uploadUrl, headers: up.headers, body: file, onProgress: setProgress });
      } catch (err) {
        throw new ApiError(0, 'UPLOAD_FAILED', (err as Error).message);
      }
      await api.post(`/notebook/sources/${up.id}/uploaded`);
      input.value = '';
      onAdded(`Uploaded “${title}”: it is being read.`);
    }).finally(() => setProgress(undefined));
  };
  return (
    <div class="stack">
      <label>
        Upload a PDF (up to {MAX_PDF_BYTES / 1024 / 1024} MB)
        <input type="file" accept="application/pdf,.pdf" disabled={action.busy} onChange={choose} />
      </label>
      {progress !== undefined ? (
        <span class="meter" data-testid="upload-progress">
          <progress value={progress} max={1} aria-label="Upload progress" />
          <span class="meter-text">{Math.round(progress * 100)} %</span>
        </span>
      ) : null}
      <ErrorNote error={action.error} />
    </div>
  );
}

/**
 * A source being read, once parsed: its pages read and its passages embedded of the total (the
 * worker embeds a long PDF over several minutes, a piece at a time, and records each step).
 */
function ReadingProgress({ source: s }: { source: SourceSummary }) {
  if (s.status !== 'READING' || !s.chunkCount) return null;
  const pages = s.pagesRead !== undefined ? `${s.pagesRead} ${s.pagesRead === 1 ? 'page' : 'pages'} read` : '';
  if (s.chunksEmbedded === undefined) return <span class="small muted"> — {pages}</span>;
  return (
    <span class="meter" data-testid="reading-progress">
      <progress value={s.chunksEmbedded} max={s.chunkCount} aria-label="Reading progress" />
      <span class="meter-text small">
        {pages ? `${pages} · ` : ''}
        {s.chunksEmbedded} / {s.chunkCount} passages embedded
      </span>
    </span>
  );
}

/** The page's sources (N5): their status and reason, added as text, a link or an uploaded PDF. */
export function Sources({ page }: { page: PageView }) {
  const list = useSources(page.id);
  const action = useAction();
  const [message, setMessage] = useState<string>();
  const [kind, setKind] = useState<'TEXT' | 'LINK'>('TEXT');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const added = (msg: string) => (setMessage(msg), list.reload());

  const add = (e: Event) => {
    e.preventDefault();
    void action.run(async () => {
      await api.post(`/notebook/pages/${page.id}/sources`, kind === 'TEXT' ? { kind, title: title.trim(), text } : { kind, url: url.trim() });
      setTitle('');
      setText('');
      setUrl('');
      added(kind === 'TEXT' ? 'Text added: it is being read.' : 'Link added: it is being fetched and read.');
    });
  };
  const items = list.data?.items ?? [];
  return (
    <div class="sources">
      {list.data && items.length === 0 ? <p class="muted">No sources yet. What you add here is what the study room quotes.</p> : null}
      <ul class="plain source-list">
        {items.map((s) => (
          <li key={s.id} class="row" data-testid="source" data-status={s.status}>
            <span class="grow">
              <strong>{s.title}</strong> <span class="small muted">{s.kind.toLowerCase()}</span>
              {s.status === 'FAILED' && s.reason ? <span class="error small"> — {s.reason}</span> : null}
              {s.status === 'READY' && s.reason ? <span class="muted small"> — {s.reason}</span> : null}
              <ReadingProgress source={s} />
            </span>
            <span class={`badge ${s.status}`}>
              {STATUS_TEXT[s.status] ?? s.status}
              {s.status === 'READY' ? ` · ${s.chunkCount} ${s.chunkCount === 1 ? 'passage' : 'passages'}` : ''}
            </span>
            <ConfirmButton class="small" label="Delete" question={`Delete “${s.title}”?`} yes="Yes, delete" disabled={action.busy} onConfirm={() => void action.run(async () => (await api.del(`/notebook/sources/${s.id}`), list.reload()))} />
          </li>
        ))}
      </ul>
      <Status message={message} testId="sources-status" />
      <section class="panel stack" aria-label="Add a source">
        <h2>Add a source</h2>
        <div class="tabs" role="radiogroup" aria-label="Source kind">
          <button type="button" role="radio" aria-checked={kind === 'TEXT'} onClick={() => setKind('TEXT')}>
            Text
          </button>
          <button type="button" role="radio" aria-checked={kind === 'LINK'} onClick={() => setKind('LINK')}>
            Link
          </button>
        </div>
        <form class="stack" onSubmit={add}>
          {kind === 'TEXT' ? (
            <>
              <label>
                Source title
                <input value={title} maxLength={200} required onInput={(e) => setTitle((e.currentTarget as HTMLInputElement).value)} />
              </label>
              <label>
                Source text
                <textarea rows={5} maxLength={MAX_TEXT_CHARS} required value={text} onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)} />
              </label>
            </>
          ) : (
            <label>
              Address (a public web page or PDF)
              <input type="url" required value={url} placeholder="https://…" onInput={(e) => setUrl((e.currentTarget as HTMLInputElement).value)} />
            </label>
          )}
          <button type="submit" disabled={action.busy}>
            Add {kind === 'TEXT' ? 'text' : 'link'}
          </button>
        </form>
        <ErrorNote error={action.error} />
        <PdfUpload pageId={page.id} onAdded={added} />
      </section>
    </div>
  );
}
