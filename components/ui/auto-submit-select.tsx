'use client';

import type { ChangeEvent, SelectHTMLAttributes } from 'react';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { clears?: string[] };

/** A select that re-submits its GET form on change; without JavaScript the form's button does it. */
export function AutoSubmitSelect({ clears = [], ...props }: Props) {
  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const form = event.currentTarget.form;
    if (!form) return;
    for (const name of clears) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLSelectElement || field instanceof HTMLInputElement) field.value = '';
    }
    form.requestSubmit();
  }
  return <select {...props} onChange={onChange} />;
}
