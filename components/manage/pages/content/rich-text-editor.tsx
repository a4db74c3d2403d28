'use client';

import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { EditorToolbar } from './editor-toolbar';

// The rich-text editor of news and content pages. Imported only by those pages, so Tiptap lands in
// their chunks and never in the back-office shell. What it produces is sanitised again on the server.

type Props = {
  /** Accessible name of the editing area (tests find it by role textbox). */
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Stores an image and answers its public address. */
  uploadImage: (file: File) => Promise<string>;
  error?: string;
  id: string;
};

const typography = [
  'min-h-[240px] max-w-none px-3 py-2 text-sm leading-7 text-slate-800 focus:outline-none',
  '[&_p]:my-2 [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:font-semibold [&_h4]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_a]:text-manage-700 [&_a]:underline',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_img]:my-2 [&_img]:max-w-full',
].join(' ');

export function RichTextEditor({ label, value, onChange, uploadImage, error, id }: Props) {
  // The document the editor holds, as given (value) or as it last reported (getHTML). Compared with
  // value instead of getHTML(): stored HTML is written differently from the editor's own serialisation
  // (<li>x</li> against <li><p>x</p></li>), so comparing those replaced the document once after every
  // mount, and whatever the manager had typed by then was lost from the editor and the form.
  const held = useRef(value);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      // No `protocols`: http, https, mailto and tel are allowed by the link mark already, and registering
      // them as linkify schemes once linkify has started warns "already initialized" on every editor.
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } }),
      Image.configure({ inline: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        class: typography,
      },
    },
    onUpdate: ({ editor: current }) => {
      held.current = current.getHTML();
      onChange(held.current);
    },
  });

  // A different document (another page, or the article once loaded) replaces the content; typing does not.
  useEffect(() => {
    if (!editor || value === held.current) return;
    held.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={`rounded border ${error ? 'border-red-500' : 'border-slate-300'} focus-within:border-manage-700`}>
      <EditorToolbar editor={editor} uploadImage={uploadImage} />
      <EditorContent editor={editor} />
      {error && <p id={`${id}-error`} className="px-3 pb-2 text-xs text-red-700">{error}</p>}
    </div>
  );
}
