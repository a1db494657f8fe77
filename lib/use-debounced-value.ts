'use client';
import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms (INPUT_DEBOUNCE_MS in lib/constants.ts: 600 ms for inputs). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
