import { useEffect, useRef, useState } from 'preact/hooks';
import { turnContext } from '../routes';
import type { ChatController } from './controller';
import { t } from './messages';

type PanelModule = typeof import('./panel');

/**
 * Mounted once in the signed-in shell. The panel (and the stream helper, the event schemas
 * and zod with it) is a separate chunk loaded on the first open: nothing about the assistant
 * is downloaded, and nothing reaches a provider, for someone who never opens it (A11).
 * Unmounting (navigation never does; logout does) aborts every stream.
 */
export function ChatWidget({ page }: { page: string }) {
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<{ mod: PanelModule; controller: ChatController }>();
  const pageRef = useRef(page);
  pageRef.current = page;
  const mounted = useRef(true);
  const controller = useRef<ChatController | undefined>(undefined);

  useEffect(
    () => () => {
      mounted.current = false;
      controller.current?.dispose();
    },
    [],
  );

  async function toggle() {
    if (!controller.current) {
      const mod = await import('./panel');
      if (!mounted.current) return;
      if (!controller.current) {
        controller.current = mod.createChatController(() => turnContext(pageRef.current));
        setPanel({ mod, controller: controller.current });
      }
    }
    setOpen((o) => !o);
  }

  return (
    <div class="chat-widget">
      {panel ? <panel.mod.ChatPanel controller={panel.controller} hidden={!open} onClose={() => setOpen(false)} /> : null}
      <button class="launcher primary" aria-expanded={open} onClick={() => void toggle()}>
        {open ? t('close') : t('ask')}
      </button>
    </div>
  );
}
