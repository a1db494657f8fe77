'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { ChatMessage } from '@/contracts/chats';
import { groupByDay } from '../days';
import type { Outgoing } from '../outbox';
import { outbox } from '../sending';
import { Attachments } from './attachments';

/** Closer than this to the bottom counts as "at the bottom": a new message then scrolls into view. */
const STICK_PX = 48;
/** Closer than this to the top loads older messages. */
const LOAD_PX = 80;

type Row = { kind: 'message'; message: ChatMessage } | { kind: 'pending'; item: Outgoing };
type Props = {
  chatId: number;
  messages: ChatMessage[];
  pending: Outgoing[];
  /** Whose messages are "mine": the viewer's side (support answers as one side). */
  isMine: (message: ChatMessage) => boolean;
  hasMore: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  onLoadOlder: () => void;
};

function Bubble({ chatId, row, mine }: { chatId: number; row: Row; mine: boolean }) {
  const t = useTranslations('chats.message');
  const format = useFormatter();
  const message = row.kind === 'message' ? row.message : null;
  const datetime = message ? message.datetime : row.kind === 'pending' ? row.item.datetime : '';
  const content = message ? message.content : row.kind === 'pending' ? row.item.text : '';
  const item = row.kind === 'pending' ? row.item : null;
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-message={message?.id} data-pending={item ? item.state : undefined}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 shadow-sm wide:max-w-[70%] ${mine ? 'rounded-br-md bg-brand-600 text-white' : 'rounded-bl-md bg-white text-slate-900'} ${item ? 'opacity-80' : ''}`}
      >
        {message && !mine && (
          <p className="mb-0.5 text-xs font-semibold text-brand-700">
            {message.from.fullName}
            {message.from.isSupport && <span className="font-normal text-slate-500"> · {t('support')}</span>}
          </p>
        )}
        {/* Plain text (never HTML): React escapes it; line breaks are kept. */}
        <p className="whitespace-pre-wrap break-words">{content}</p>
        {message && <Attachments chatId={chatId} messageId={message.id} attachments={message.attachments} />}
        {item && item.attachments.length > 0 && <p className="mt-1 text-xs">{t('pendingFiles', { count: item.attachments.length })}</p>}
        <p className={`mt-1 flex items-center justify-end gap-2 text-xs ${mine ? 'text-brand-50' : 'text-slate-500'}`}>
          <time dateTime={datetime}>{format.dateTime(new Date(datetime), { timeStyle: 'short' })}</time>
          {message && mine && <span>{message.read ? t('read') : t('sent')}</span>}
          {item && item.state !== 'failed' && (
            <span role="status" data-testid="message-pending">
              {item.state === 'sending' ? t('sending') : t('waiting')}
            </span>
          )}
        </p>
        {item?.state === 'failed' && (
          <div role="alert" className="mt-2 rounded-lg bg-white/95 p-2 text-xs text-red-700">
            <p>{t('failed', { reason: item.error || '' })}</p>
            <div className="mt-1 flex gap-3">
              <button type="button" className="font-medium underline" onClick={() => outbox.retry(item.key)}>
                {t('retry')}
              </button>
              <button type="button" className="font-medium underline" onClick={() => outbox.discard(item.key)}>
                {t('discard')}
              </button>
            </div>
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * The chat's history as a messenger shows it: grouped by day (day.month.year), the newest
 * at the bottom; scrolling up loads ten older ones and keeps what was on screen in place; a new message scrolls
 * into view when the reader was at the bottom (or wrote it). The tab's own pending messages follow, marked.
 */
export function MessageList({ chatId, messages, pending, isMine, hasMore, loadingOlder, olderFailed, onLoadOlder }: Props) {
  const t = useTranslations('chats.message');
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** Distance from the bottom before older messages were added above. */
  const anchor = useRef<number | null>(null);
  // A pending message the API has stored already (its event came before the acknowledgement) shows once.
  const stored = new Set(messages.map((m) => m.clientKey).filter(Boolean));
  const rows: (Row & { datetime: string })[] = [
    ...messages.map((message) => ({ kind: 'message' as const, message, datetime: message.datetime })),
    ...pending.filter((item) => !stored.has(item.key)).map((item) => ({ kind: 'pending' as const, item, datetime: item.datetime })),
  ];
  const groups = groupByDay(rows);
  const count = rows.length;
  const pendingCount = pending.length;
  const lastPending = useRef(pendingCount);
  const oldestId = messages.reduce((min, m) => Math.min(min, m.id), Infinity);

  const loadOlder = () => {
    const el = scroller.current;
    if (!el || loadingOlder || !hasMore) return;
    anchor.current = el.scrollHeight - el.scrollTop;
    onLoadOlder();
  };

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (anchor.current !== null) {
      el.scrollTop = el.scrollHeight - anchor.current;
      anchor.current = null;
    } else if (atBottom.current || pendingCount > lastPending.current) {
      // At the bottom, or the reader just wrote: the newest message comes into view.
      el.scrollTop = el.scrollHeight;
    }
    lastPending.current = pendingCount;
  }, [count, oldestId, pendingCount]);

  // The first ten may not fill the panel: then nothing scrolls, so older ones load until it does.
  useEffect(() => {
    const el = scroller.current;
    if (el && hasMore && !loadingOlder && !olderFailed && el.scrollHeight <= el.clientHeight) loadOlder();
  });

  return (
    <div
      ref={scroller}
      data-testid="chat-messages"
      className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 wide:px-5"
      onScroll={(event) => {
        const el = event.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
        if (el.scrollTop < LOAD_PX && !olderFailed) loadOlder();
      }}
    >
      {hasMore && (
        <div className="mb-3 flex justify-center">
          <Button variant="ghost" className="text-sm" loading={loadingOlder} onClick={loadOlder}>
            {olderFailed ? t('olderFailed') : t('loadOlder')}
          </Button>
        </div>
      )}
      {groups.length === 0 && <p className="py-10 text-center text-slate-500">{t('none')}</p>}
      <ol aria-label={t('history')} className="space-y-4" aria-busy={loadingOlder || undefined}>
        {groups.map((group) => (
          <li key={group.day}>
            <h3 className="sticky top-0 z-10 mx-auto mb-2 w-fit rounded-full bg-slate-200/90 px-3 py-0.5 text-xs font-medium text-slate-700">
              <time dateTime={group.day}>{group.label}</time>
            </h3>
            <ul className="space-y-2">
              {group.messages.map((row) => (
                <Bubble
                  key={row.kind === 'message' ? `m${row.message.id}` : `p${row.item.key}`}
                  chatId={chatId}
                  row={row}
                  mine={row.kind === 'pending' || isMine(row.message)}
                />
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
