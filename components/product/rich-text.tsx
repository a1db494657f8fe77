type Run = { list: boolean; lines: string[] };

/** Blocks are separated by a blank line; inside one, runs of "- " lines are lists and other lines paragraphs. */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    let current: Run | null = null;
    for (const raw of block.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      const list = line.startsWith('- ');
      if (!current || current.list !== list) runs.push((current = { list, lines: [] }));
      current.lines.push(list ? line.slice(2).trim() : line);
    }
  }
  return runs;
}

/**
 * The product texts' markdown subset (contract: paragraphs separated by a blank line, lines starting
 * with "- " are list items), rendered as elements: the text is never HTML.
 */
export function RichText({ text }: { text: string }) {
  return (
    <div className="max-w-3xl space-y-3 text-slate-700">
      {runsOf(text).map((run, index) =>
        run.list ? (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {run.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{run.lines.join(' ')}</p>
        ),
      )}
    </div>
  );
}
