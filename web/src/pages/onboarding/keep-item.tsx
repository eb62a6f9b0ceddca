import type { ComponentChildren } from 'preact';
import { t } from './messages';

/** One suggestion, kept (ticked) or dropped, by click or Space; what it is follows its name. */
export function KeepItem({ name, kept, onToggle, children }: { name: string; kept: boolean; onToggle(): void; children?: ComponentChildren }) {
  return (
    <li class="keep-item" data-testid="suggestion" data-name={name} data-kept={kept}>
      <label>
        <input type="checkbox" checked={kept} onChange={onToggle} aria-label={t('keep', { name })} /> <strong>{name}</strong>
      </label>{' '}
      {children ? <span class="muted">{children}</span> : null}
    </li>
  );
}
