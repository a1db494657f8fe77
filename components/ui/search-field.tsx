'use client';
import { useEffect, useId, useState } from 'react';
import { INPUT_DEBOUNCE_MS } from '@/lib/constants';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { inputClass } from './field-status-icon';

type SearchFieldProps = {
  label: string;
  placeholder?: string;
  /** The search the list shows now (from its address). */
  value: string | undefined;
  /** The typed text, trimmed ('' when cleared), once typing pauses and it differs from `value`. */
  onSearch: (text: string) => void;
};

/** A list's search box: the list follows the text once typing pauses (INPUT_DEBOUNCE_MS), not at every key. */
export function SearchField({ label, placeholder, value = '', onSearch }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const typed = useDebouncedValue(text.trim(), INPUT_DEBOUNCE_MS);
  useEffect(() => {
    if (typed !== value) onSearch(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new typed text moves the list
  }, [typed]);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        className={inputClass()}
      />
    </div>
  );
}
