'use client';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useState } from 'react';

type Option = { id: number; name: string };
type CheckboxSelectProps = {
  label: string;
  options: Option[];
  /** The ids applied now (in the URL). */
  value: number[];
  onApply: (ids: number[]) => void;
  texts: { apply: string; cancel: string; clear: string; all: string };
};

const actionClass =
  'min-h-9 rounded-lg px-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-transparent disabled:text-slate-400';

/**
 * A multi-select checkbox list in a popover: ticks are a draft until Apply; Cancel returns
 * to what is applied and closes; Clear removes the selection. The buttons are enabled only when something
 * is selected.
 */
export function CheckboxSelect({ label, options, value, onApply, texts }: CheckboxSelectProps) {
  const [draft, setDraft] = useState(value);
  const chosen = options.filter((o) => value.includes(o.id));
  const summary = chosen.length === 0 ? texts.all : chosen.map((o) => o.name).join(', ');
  const selected = draft.length > 0 || value.length > 0;

  return (
    <Popover className="relative min-w-0 flex-1">
      {({ close }) => (
        <>
          <span className="mb-1 block text-sm font-medium text-slate-700" aria-hidden>
            {label}
          </span>
          <PopoverButton
            onClick={() => setDraft(value)}
            aria-label={`${label}: ${summary}`}
            className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-left text-base text-slate-900 focus:outline-2 focus:outline-brand-600"
          >
            <span className="truncate">{summary}</span>
            <svg aria-hidden width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 9l6 6 6-6" />
            </svg>
          </PopoverButton>
          <PopoverPanel
            anchor={{ to: 'bottom start', gap: 6 }}
            className="z-40 w-[var(--button-width)] min-w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg"
          >
            <fieldset>
              <legend className="sr-only">{label}</legend>
              <ul className="max-h-64 space-y-0.5 overflow-y-auto">
                {options.map((option) => (
                  <li key={option.id}>
                    <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-50">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-600"
                        checked={draft.includes(option.id)}
                        onChange={() => setDraft((d) => (d.includes(option.id) ? d.filter((id) => id !== option.id) : [...d, option.id]))}
                      />
                      {option.name}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <div className="mt-2 flex flex-wrap items-center gap-1 border-t border-slate-100 pt-2">
              <button
                type="button"
                className={`${actionClass} bg-brand-600 text-white hover:bg-brand-700 disabled:bg-slate-100`}
                disabled={draft.length === 0}
                onClick={() => {
                  onApply(draft);
                  close();
                }}
              >
                {texts.apply}
              </button>
              <button
                type="button"
                className={`${actionClass} text-slate-700 hover:bg-slate-100`}
                disabled={!selected}
                onClick={() => {
                  setDraft(value);
                  close();
                }}
              >
                {texts.cancel}
              </button>
              <button
                type="button"
                className={`${actionClass} ml-auto text-brand-700 hover:bg-brand-50`}
                disabled={!selected}
                onClick={() => {
                  setDraft([]);
                  if (value.length) onApply([]);
                  close();
                }}
              >
                {texts.clear}
              </button>
            </div>
          </PopoverPanel>
        </>
      )}
    </Popover>
  );
}
