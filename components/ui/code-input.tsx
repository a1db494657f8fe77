'use client';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';

type CodeInputProps = {
  /** Called with the digits typed so far (positions left empty are skipped). */
  onChange?: (code: string) => void;
  /** Called once every box holds a digit. */
  onComplete?: (code: string) => void;
  length?: number;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Accessible name of the group, e.g. "Confirmation code". */
  label: string;
};

/**
 * The confirmation code input: one box per digit, auto-advance, a paste spreads across
 * the boxes, arrow keys move, Backspace on an empty box goes back. The error shows under the boxes.
 * Remount it (key) to clear it.
 */
export function CodeInput({ onChange, onComplete, length = 4, error, disabled, autoFocus, label }: CodeInputProps) {
  const t = useTranslations('ui.code');
  const id = useId();
  const [digits, setDigits] = useState<string[]>(() => Array(length).fill(''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    setDigits(next);
    const code = next.join('');
    onChange?.(code);
    if (next.every(Boolean)) onComplete?.(code);
  };

  /** Writes digits from `index` on; answers the box after the last one written. */
  const spread = (index: number, text: string) => {
    const incoming = text
      .replace(/\D/g, '')
      .slice(0, length - index)
      .split('');
    if (!incoming.length) return index;
    const next = [...digits];
    incoming.forEach((digit, i) => (next[index + i] = digit));
    commit(next);
    return index + incoming.length;
  };

  const onInput = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '');
    if (!typed) {
      if (value === '') commit(digits.map((d, i) => (i === index ? '' : d)));
      return;
    }
    // A box that already held a digit receives the old and the new one: keep the new one.
    const fresh = typed.length > 1 && digits[index] && typed.startsWith(digits[index]) ? typed.slice(1) : typed;
    focus(spread(index, fresh));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      commit(digits.map((d, i) => (i === index - 1 ? '' : d)));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focus(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focus(length - 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    // A whole code lands in the boxes from the first one, wherever it was pasted.
    const start = text.replace(/\D/g, '').length >= length ? 0 : index;
    focus(spread(start, text));
  };

  return (
    <div>
      <div role="group" aria-label={label} aria-describedby={error ? `${id}-error` : undefined} className="flex justify-center gap-3">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(node) => {
              boxes.current[index] = node;
            }}
            value={digit}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.currentTarget.select()}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={length}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            aria-label={t('digit', { index: index + 1, total: length })}
            aria-invalid={error ? true : undefined}
            className={`size-14 rounded-xl border text-center text-2xl font-semibold text-slate-900 focus:outline-2 focus:outline-offset-0 disabled:bg-slate-100 ${
              error ? 'border-red-500 focus:outline-red-500' : 'border-slate-300 focus:border-brand-600 focus:outline-brand-600'
            }`}
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-center text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
