import type { Answer } from './requests';
import type { Actor, Marker } from './world';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The files routes answer, by content type, with how each begins (a text's byte-order mark is gone once decoded). */
const FILE_ANSWERS: Record<string, { name: string; looks: (text: string) => boolean }> = {
  'application/pdf': { name: 'PDF', looks: (text) => text.startsWith('%PDF-') },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { name: 'spreadsheet (zip)', looks: (text) => text.startsWith('PK') },
  'text/calendar': { name: 'iCalendar', looks: (text) => text.startsWith('BEGIN:VCALENDAR') },
  // A list's export: a header line of several columns.
  'text/csv': { name: 'CSV', looks: (text) => /^\uFEFF?[^\n,]+(,[^\n,]+)+\r?\n/.test(text) },
};

/** An error body (docs/api.md#errors): `{message}`, for 422 `{message, errors: {field: [text, ...]}}`, for 412 `{message, currentVersion}`. */
function envelopeProblem(answer: Answer): string | null {
  const { status, body } = answer;
  // A file route (the warranty certificate, an object's specification, the ICS feed, a list's export) answers its bytes, not the envelope.
  const file = status < 400 ? FILE_ANSWERS[(answer.headers.get('content-type') ?? '').split(';')[0]] : undefined;
  if (file) return file.looks(answer.text) ? null : `a ${file.name} answer that is not one`;
  if (!isObject(body)) return `body is not a JSON object: ${answer.text.slice(0, 200)}`;
  if (status < 400) return 'data' in body ? null : 'success without `data`';
  const extra = Object.keys(body).filter((k) => k !== 'message' && !(k === 'errors' && status === 422) && !(k === 'currentVersion' && status === 412));
  if (extra.length) return `unexpected keys ${extra.join(', ')}`;
  if (typeof body.message !== 'string' || !body.message) return 'no `message`';
  if (/\bat .+:\d+:\d+|node_modules|\b(select|insert|update|delete)\b.+\b(from|into|set|where)\b/i.test(body.message)) return 'message shows code or SQL';
  if (status === 422) {
    const { errors } = body;
    if (!isObject(errors) || !Object.keys(errors).length) return '422 without `errors`';
    const bad = Object.entries(errors).find(([, v]) => !Array.isArray(v) || !v.length || v.some((m) => typeof m !== 'string' || !m));
    if (bad) return `errors.${bad[0]} is not a list of texts`;
  }
  if (status === 429 && !answer.headers.get('retry-after')) return '429 without Retry-After';
  return null;
}

/** What is wrong with an answer: a 5xx, a body outside the envelope of docs/api.md, or another user's record. */
export function problemsOf(answer: Answer, actor: Actor, sent: string, markers: Marker[], checkRecords: boolean): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  const envelope = envelopeProblem(answer);
  if (envelope) problems.push(envelope);
  if (checkRecords) {
    // An answer may repeat what the request itself carried; anything else of another user is a leak.
    const leaked = markers.filter((m) => m.ownerId !== actor.userId && m.text && answer.text.includes(m.text) && !sent.includes(m.text));
    problems.push(...leaked.map((m) => `shows the ${m.what}`));
  }
  return problems;
}
