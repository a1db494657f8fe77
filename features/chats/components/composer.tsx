'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Dropzone } from '@/components/upload/dropzone';
import { Button } from '@/components/ui/button';
import { MAX_MESSAGE_LENGTH } from '@/contracts/chats';
import { inputClass } from '@/components/ui/field-status-icon';
import { outbox } from '../sending';

/**
 * Writing in a chat: text and optional files (uploaded as they are added, components/upload). Sending puts the
 * message in the outbox (shown at once, pending until acknowledged; sent when the connection returns) and empties
 * the form. Enter sends, Shift+Enter starts a new line. `onTyping` hears that the user is writing.
 */
export function Composer({ chatId, onTyping }: { chatId: number; onTyping?: () => void }) {
  const t = useTranslations('chats.composer');
  const id = useId();
  const [text, setText] = useState('');
  const [paths, setPaths] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [attaching, setAttaching] = useState(false);
  const [round, setRound] = useState(0);
  const ready = text.trim().length > 0 && !uploading;

  const send = () => {
    if (!ready) return;
    outbox.add(chatId, text.trim(), paths);
    setText('');
    setPaths([]);
    setAttaching(false);
    // A new dropzone: the files went with the message.
    setRound((n) => n + 1);
  };

  return (
    <form
      aria-label={t('label')}
      className="space-y-2 border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {/* Hidden, not removed: closing the panel keeps the files chosen so far. */}
      <div hidden={!attaching}>
        <Dropzone key={round} onChange={setPaths} onBusyChange={setUploading} label={t('files')} />
      </div>
      <div className="flex items-end gap-2">
        <button
          type="button"
          onClick={() => setAttaching((open) => !open)}
          aria-expanded={attaching}
          aria-label={t('attach')}
          className={`shrink-0 rounded-xl p-2.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 ${attaching || paths.length ? 'text-brand-700' : 'text-slate-600'}`}
        >
          <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M21 11.5l-8.5 8.5a5 5 0 01-7-7l9-9a3.5 3.5 0 015 5l-9 9a2 2 0 01-3-3l8.5-8.5" />
          </svg>
        </button>
        <label htmlFor={id} className="sr-only">
          {t('message')}
        </label>
        <textarea
          id={id}
          rows={1}
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={t('placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            onTyping?.();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          className={`${inputClass()} max-h-40 min-h-11 min-w-0 flex-1 resize-none`}
        />
        <Button type="submit" disabled={!ready} className="shrink-0 px-3 wide:px-5">
          <svg aria-hidden viewBox="0 0 24 24" className="size-5 wide:hidden" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 12l16-8-6 16-2.5-6.5L4 12z" />
          </svg>
          {/* A phone shows the icon only: the text still names the button. */}
          <span className="sr-only wide:not-sr-only">{t('send')}</span>
        </Button>
      </div>
      {paths.length > 0 && <p className="text-xs text-slate-600">{t('filesReady', { count: paths.length })}</p>}
    </form>
  );
}
