'use client';

import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

type MarkKey = 'bold' | 'italic' | 'underline' | 'strike' | 'heading2' | 'heading3' | 'bulletList' | 'orderedList' | 'blockquote';
type Mark = { key: MarkKey; active: (e: Editor) => boolean; run: (e: Editor) => void; glyph: string };

const MARKS: Mark[] = [
  { key: 'bold', glyph: 'B', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', glyph: 'I', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'underline', glyph: 'U', active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { key: 'strike', glyph: 'S', active: (e) => e.isActive('strike'), run: (e) => e.chain().focus().toggleStrike().run() },
  { key: 'heading2', glyph: 'H2', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: 'heading3', glyph: 'H3', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { key: 'bulletList', glyph: '•', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'orderedList', glyph: '1.', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: 'blockquote', glyph: '❝', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

const toolClass = 'h-8 min-w-8 rounded px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-pressed:bg-manage-50 aria-pressed:text-manage-700 disabled:opacity-40';

/** Formatting, link, image and history buttons; each has a translated accessible name and shows its state. */
export function EditorToolbar({ editor, uploadImage }: { editor: Editor | null; uploadImage: (file: File) => Promise<string> }) {
  const t = useTranslations('ManageContent.editor');
  const fileRef = useRef<HTMLInputElement>(null);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const [uploading, setUploading] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? { active: MARKS.map((m) => m.active(e)), link: e.isActive('link'), undo: e.can().undo(), redo: e.can().redo() } : null),
  });

  // Not a <form>: the editor sits inside the page's own form.
  const applyLink = () => {
    if (!editor) return;
    const url = href.trim();
    if (url) editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    else editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinking(false);
  };

  const pickImage = async (file: File | undefined) => {
    if (!file || !editor) return;
    setUploading(true);
    try {
      const src = await uploadImage(file);
      editor.chain().focus().setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') }).run();
    } catch {
      // The API error has been shown as a toast.
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <div role="toolbar" aria-label={t('toolbar')} className="flex flex-wrap items-center gap-1 p-1">
        {MARKS.map((m, i) => (
          <button key={m.key} type="button" className={toolClass} aria-label={t(m.key)} title={t(m.key)} aria-pressed={Boolean(state?.active[i])} disabled={!editor} onClick={() => editor && m.run(editor)}>
            {m.glyph}
          </button>
        ))}
        <button
          type="button" className={toolClass} aria-label={t('link')} title={t('link')} aria-pressed={Boolean(state?.link)} aria-expanded={linking} disabled={!editor}
          onClick={() => { setHref(editor?.getAttributes('link').href ?? ''); setLinking(!linking); }}
        >
          🔗
        </button>
        <button type="button" className={toolClass} aria-label={t('image')} title={t('image')} disabled={!editor || uploading} onClick={() => fileRef.current?.click()}>
          {uploading ? '…' : '🖼'}
        </button>
        <input
          ref={fileRef} type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" aria-label={t('imageFile')} tabIndex={-1}
          onChange={(e) => void pickImage(e.target.files?.[0])}
        />
        <button type="button" className={toolClass} aria-label={t('undo')} title={t('undo')} disabled={!state?.undo} onClick={() => editor?.chain().focus().undo().run()}>↶</button>
        <button type="button" className={toolClass} aria-label={t('redo')} title={t('redo')} disabled={!state?.redo} onClick={() => editor?.chain().focus().redo().run()}>↷</button>
      </div>
      {linking && (
        <div className="flex items-center gap-2 border-t border-slate-200 p-2">
          <label className="flex flex-1 items-center gap-2 text-sm text-slate-700">{t('linkUrl')}
            <input type="url" value={href} onChange={(e) => setHref(e.target.value)} placeholder="https://" className="h-8 flex-1 rounded border border-slate-300 px-2 text-sm" autoFocus
              onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); applyLink(); } }} />
          </label>
          <Button size="sm" variant="manage" onClick={applyLink}>{t('applyLink')}</Button>
          <Button size="sm" variant="ghost" onClick={() => setLinking(false)}>{t('cancel')}</Button>
        </div>
      )}
    </div>
  );
}
