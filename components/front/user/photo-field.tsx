'use client';

import { useEffect, useState, type ChangeEvent } from 'react';
import { FormField } from '../auth/form-field';

type Props = { id: string; name: string; label: string; previewAlt: string; error?: string };

/** A photo input that shows the chosen picture, so a learner sees which side of the card they picked. */
export function PhotoField({ id, name, label, previewAlt, error }: Props) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPreview(file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null);
  }

  return (
    <div>
      <FormField id={id} name={name} type="file" accept="image/*" label={label} error={error} onChange={onChange} required />
      {preview && (
        // A blob: address of the learner's own file; next/image cannot optimise it.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={preview} alt={previewAlt} className="mt-2 h-32 w-auto max-w-full rounded-md border border-slate-200 object-contain" />
      )}
    </div>
  );
}
