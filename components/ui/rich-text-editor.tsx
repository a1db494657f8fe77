'use client';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { RichText } from '@/contracts/rich-text';
import { Button } from './button';
import { inputClass } from './field-status-icon';
import { fieldNoteId } from './form-field';

type RichTextEditorProps = {
  label: string;
  value: RichText;
  onChange: (value: RichText) => void;
  onBlur?: () => void;
  error?: string;
  hint?: ReactNode;
};

/**
 * A rich-text field (Tiptap): paragraphs, headings (levels 2 and 3), bulleted and numbered lists, a highlighted note
 * (a quote), bold, italic and links: what contracts/rich-text.ts admits and components/ui/rich-text.tsx renders.
 * The toolbar is one tab stop (arrow keys move along it); the usual shortcuts work in the text (Ctrl+B, Ctrl+I, Ctrl+Z).
 */
export function RichTextEditor({ label, value, onChange, onBlur, error, hint }: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(fieldNoteId(id, { error, hint }) ? { 'aria-describedby': fieldNoteId(id, { error, hint })! } : {}),
        class: `${inputClass(error)} min-h-64 max-w-none space-y-3 rounded-t-none [&_blockquote]:rounded-xl [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:bg-brand-50 [&_blockquote]:px-4 [&_blockquote]:py-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6`,
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getJSON() as RichText),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (the form reset to the saved article) replaces the text; the editor's own changes do not loop back.
  useEffect(() => {
    if (editor && JSON.stringify(editor.getJSON()) !== JSON.stringify(value)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div>
      <span id={labelId} className="mb-1 block text-sm font-medium text-slate-700" onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      {editor ? <Toolbar editor={editor} label={label} /> : <div className="h-12 rounded-t-xl border border-b-0 border-slate-300 bg-slate-50" />}
      <EditorContent editor={editor} />
      {(error || hint) && (
        <p id={fieldNoteId(id, { error, hint })} className={`mt-1 text-sm ${error ? 'text-red-600' : 'text-slate-500'}`}>
          {error || hint}
        </p>
      )}
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const t = useTranslations('ui.richText');
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      note: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons: { key: string; text: string; pressed?: boolean; disabled?: boolean; run: () => void }[] = [
    { key: 'bold', text: t('bold'), pressed: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', text: t('italic'), pressed: state.italic, run: () => chain().toggleItalic().run() },
    { key: 'h2', text: t('heading'), pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', text: t('subheading'), pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bulletList', text: t('bulletList'), pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', text: t('orderedList'), pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { key: 'note', text: t('note'), pressed: state.note, run: () => chain().toggleBlockquote().run() },
    { key: 'link', text: t('link'), pressed: state.link, run: () => setLinking((open) => !open) },
    { key: 'undo', text: t('undo'), disabled: !state.canUndo, run: () => chain().undo().run() },
    { key: 'redo', text: t('redo'), disabled: !state.canRedo, run: () => chain().redo().run() },
  ];
  const [focused, setFocused] = useState(0);
  const move = (by: number) => setFocused((i) => (i + by + buttons.length) % buttons.length);
  return (
    <div className="rounded-t-xl border border-b-0 border-slate-300 bg-slate-50">
      <div
        role="toolbar"
        aria-label={t('toolbar', { field: label })}
        className="flex flex-wrap gap-1 p-1.5"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
            event.preventDefault();
            move(event.key === 'ArrowRight' ? 1 : -1);
            const items = event.currentTarget.querySelectorAll('button');
            items[(focused + (event.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length]?.focus();
          }
        }}
      >
        {buttons.map((button, i) => (
          <button
            key={button.key}
            type="button"
            tabIndex={i === focused ? 0 : -1}
            aria-pressed={button.pressed === undefined ? undefined : button.pressed}
            disabled={button.disabled}
            onFocus={() => setFocused(i)}
            onClick={button.run}
            className={`min-h-9 rounded-lg px-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 disabled:text-slate-400 ${button.pressed ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-200'}`}
          >
            {button.text}
          </button>
        ))}
      </div>
      {linking && <LinkForm editor={editor} href={state.href} onDone={() => setLinking(false)} />}
    </div>
  );
}

/** The address of the link on the selected text: set, changed or removed. */
function LinkForm({ editor, href, onDone }: { editor: Editor; href: string; onDone: () => void }) {
  const t = useTranslations('ui.richText');
  const [value, setValue] = useState(href);
  const id = useId();
  const apply = () => {
    const address = value.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    (address ? chain.setLink({ href: address }) : chain.unsetLink()).run();
    onDone();
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border-t border-slate-200 p-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
          {t('linkAddress')}
        </label>
        <input
          id={id}
          autoFocus
          type="url"
          inputMode="url"
          value={value}
          placeholder="https://"
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
            if (event.key === 'Escape') onDone();
          }}
          className={inputClass()}
        />
      </div>
      <Button variant="secondary" onClick={apply}>
        {t('linkApply')}
      </Button>
      {href && (
        <Button variant="ghost" onClick={() => (editor.chain().focus().extendMarkRange('link').unsetLink().run(), onDone())}>
          {t('linkRemove')}
        </Button>
      )}
    </div>
  );
}
