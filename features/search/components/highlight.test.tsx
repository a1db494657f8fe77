import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { highlightParts } from '../highlight';
import { Highlight } from './highlight';

const marked = (text: string, query: string) =>
  [...render(<Highlight text={text} query={query} />).container.querySelectorAll('mark')].map((m) => m.textContent);

describe('search highlighting', () => {
  it('marks the typed text whatever its case', () => {
    expect(marked('Midea Breezeless+ MSFA-09', 'breez')).toEqual(['Breez']);
    expect(marked('Кондиціонер Gree Bora', 'КОНДИЦ')).toEqual(['Кондиц']);
    expect(marked('Pompa ciepła Żar', 'żar')).toEqual(['Żar']);
  });

  it('keeps the whole text, in order', () => {
    const { container } = render(<Highlight text="Daikin Perfera FTXM25" query="perf ftx" />);
    expect(container.textContent).toBe('Daikin Perfera FTXM25');
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Perf', 'FTX']);
  });

  it('marks every occurrence and prefers the longer word', () => {
    expect(highlightParts('ab abc ab', 'ab abc')).toEqual([
      { text: 'ab', match: true },
      { text: ' ', match: false },
      { text: 'abc', match: true },
      { text: ' ', match: false },
      { text: 'ab', match: true },
    ]);
  });

  it('treats typed punctuation literally and marks nothing for an empty query or no match', () => {
    expect(marked('Model (R32) 2.5 kW', '(r32)')).toEqual(['(R32)']);
    expect(marked('Model 2.5 kW', '2.5')).toEqual(['2.5']);
    expect(marked('Model 205 kW', '2.5')).toEqual([]);
    expect(marked('Midea', '   ')).toEqual([]);
    expect(marked('Midea', 'midae')).toEqual([]);
  });
});
