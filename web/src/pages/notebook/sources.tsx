import { useEffect, useState } from 'preact/hooks';
import { MAX_PDF_BYTES, MAX_TEXT_CHARS } from '../../../../core/notebook/sources/limits';
import { getLang as currentLang } from '../../i18n/lang';
import { ApiError } from '../../client/api';
import { uploadFile } from '../../client/upload';
import { ok } from '../../client/rest';
import { rest } from '../../session';
import { ConfirmButton, ErrorNote, Status } from '../../ui/bits';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';
import type { PageView, SourceSummary } from './types';
import { formatNumber } from '../../i18n/format';
import { t } from './messages';

const WORKING = new Set(['PENDING', 'READING']);

/** A source's status, reason and progress in the person's language (notebook/messages.ts). */
const STATUSES = new Set(['PENDING', 'READING', 'READY', 'FAILED']);
const statusWord = (status: string) => (STATUSES.has(status) ? t(`src_${status as 'PENDING' | 'READING' | 'READY' | 'FAILED'}`) : status);
/** The server's reason in this language (its code and both texts); older answers carry the English only. */
const reasonOf = (s: SourceSummary) => s.reasonText?.[currentLang()] ?? s.reason;

/** While a source is being read, the list is read again every 2 s (the worker has no push). */
function useSources(pageId: string) {
  const list = useResource(`/notebook/pages/${pageId}/sources`, 'notebook', () => ok(rest.GET('/notebook/pages/{id}/sources', { params: { path: { id: pageId } } })));
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
      if (file.size > MAX_PDF_BYTES) throw new ApiError(400, 'VALIDATION_FAILED', t('pdfTooBig', { max: MAX_PDF_BYTES / 1024 / 1024, size: formatNumber(file.size / 1024 / 1024, { maximumFractionDigits: 1 }) }));
      const title = file.name.replace(/\.pdf$/i, '').slice(0, 200) || 'PDF';
      const up = await ok(rest.POST('/notebook/pages/{id}/sources/uploads', { params: { path: { id: pageId } }, body: { title, bytes: file.size } }));
      setProgress(0);
      try {
        await uploadFile({ url: up.uploadUrl, headers: up.headers, body: file, onProgress: setProgress });
      } catch (err) {
        throw new ApiError(0, 'UPLOAD_FAILED', (err as Error).message);
      }
      await ok(rest.POST('/notebook/sources/{id}/uploaded', { params: { path: { id: up.id } } }));
      input.value = '';
      onAdded(t('uploaded', { title }));
    }).finally(() => setProgress(undefined));
  };
  return (
    <div class="stack">
      <label>
        {t('uploadPdf', { max: MAX_PDF_BYTES / 1024 / 1024 })}
        <input type="file" accept="application/pdf,.pdf" disabled={action.busy} onChange={choose} />
      </label>
      {progress !== undefined ? (
        <span class="meter" data-testid="upload-progress">
          <progress value={progress} max={1} aria-label={t('uploadProgress')} />
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
  const pages = s.pagesRead !== undefined ? t('pagesRead', { count: s.pagesRead }) : '';
  if (s.chunksEmbedded === undefined) return <span class="small muted"> — {pages}</span>;
  return (
    <span class="meter" data-testid="reading-progress">
      <progress value={s.chunksEmbedded} max={s.chunkCount} aria-label={t('readingProgress')} />
      <span class="meter-text small">
        {pages ? `${pages} · ` : ''}
        {t('embedded', { done: s.chunksEmbedded, of: s.chunkCount })}
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
      await ok(rest.POST('/notebook/pages/{id}/sources', { params: { path: { id: page.id } }, body: kind === 'TEXT' ? { kind, title: title.trim(), text } : { kind, url: url.trim() } }));
      setTitle('');
      setText('');
      setUrl('');
      added(kind === 'TEXT' ? t('textAdded') : t('linkAdded'));
    });
  };
  const items = list.data?.items ?? [];
  return (
    <div class="sources">
      {list.data && items.length === 0 ? <p class="muted">{t('noSources')}</p> : null}
      <ul class="plain source-list">
        {items.map((s) => (
          <li key={s.id} class="row" data-testid="source" data-status={s.status}>
            <span class="grow">
              <strong>{s.title}</strong> <span class="small muted">{s.kind.toLowerCase()}</span>
              {s.status === 'FAILED' && s.reason ? <span class="error small"> — {reasonOf(s)}</span> : null}
              {s.status === 'READY' && s.reason ? <span class="muted small"> — {reasonOf(s)}</span> : null}
              <ReadingProgress source={s} />
            </span>
            <span class={`badge ${s.status}`}>
              {statusWord(s.status)}
              {s.status === 'READY' ? ` · ${t('passages', { count: s.chunkCount })}` : ''}
            </span>
            <ConfirmButton class="small" label={t('delete')} question={t('deleteSourceAsk', { title: s.title })} yes={t('yesDelete')} disabled={action.busy} onConfirm={() => void action.run(async () => (await ok(rest.DELETE('/notebook/sources/{id}', { params: { path: { id: s.id } } })), list.reload()))} />
          </li>
        ))}
      </ul>
      <Status message={message} testId="sources-status" />
      <section class="panel stack" aria-label={t('addSource')}>
        <h2>{t('addSource')}</h2>
        <div class="tabs" role="radiogroup" aria-label={t('sourceKind')}>
          <button type="button" role="radio" aria-checked={kind === 'TEXT'} onClick={() => setKind('TEXT')}>
            {t('text')}
          </button>
          <button type="button" role="radio" aria-checked={kind === 'LINK'} onClick={() => setKind('LINK')}>
            {t('linkKind')}
          </button>
        </div>
        <form class="stack" onSubmit={add}>
          {kind === 'TEXT' ? (
            <>
              <label>
                {t('sourceTitle')}
                <input value={title} maxLength={200} required onInput={(e) => setTitle((e.currentTarget as HTMLInputElement).value)} />
              </label>
              <label>
                {t('sourceText')}
                <textarea rows={5} maxLength={MAX_TEXT_CHARS} required value={text} onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)} />
              </label>
            </>
          ) : (
            <label>
              {t('address')}
              <input type="url" required value={url} placeholder="https://…" onInput={(e) => setUrl((e.currentTarget as HTMLInputElement).value)} />
            </label>
          )}
          <button type="submit" disabled={action.busy}>
            {kind === 'TEXT' ? t('addText') : t('addLink')}
          </button>
        </form>
        <ErrorNote error={action.error} />
        <PdfUpload pageId={page.id} onAdded={added} />
      </section>
    </div>
  );
}
