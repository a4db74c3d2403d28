'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/api/client';
import { USER_KEY } from '@/lib/api/session';
import { isValidIdNumber } from '@/lib/validation/id-number';
import { FormField } from '../auth/form-field';
import { inlineOrToast } from '../auth/server-errors';
import { PhotoField } from './photo-field';

type Field = 'realName' | 'idNumber' | 'idFront' | 'idBack';

const SERVER_FIELDS: Record<string, Field> = { real_name: 'realName', id_number: 'idNumber', id_front: 'idFront', id_back: 'idBack' };
const REAL_NAME = /^[\u4e00-\u9fa5·]{2,20}$/;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

function fileOf(form: HTMLFormElement, name: string): File | null {
  const input = form.elements.namedItem(name);
  return input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null;
}

function photoProblem(file: File | null): 'photoRequired' | 'photoType' | 'photoSize' | undefined {
  if (!(file instanceof File) || file.size === 0) return 'photoRequired';
  if (!file.type.startsWith('image/')) return 'photoType';
  return file.size > MAX_PHOTO_BYTES ? 'photoSize' : undefined;
}

const FIELD_OF_INPUT: Record<string, Field> = { real_name: 'realName', id_number: 'idNumber', id_front: 'idFront', id_back: 'idBack' };

/** POST /user/verified as multipart; the ID number is checked against GB 11643 first. */
export function VerifyForm() {
  const t = useTranslations('Verify');
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function check(formElement: HTMLFormElement): Partial<Record<Field, string>> {
    const data = new FormData(formElement);
    const realName = String(data.get('real_name') ?? '').trim();
    const idNumber = String(data.get('id_number') ?? '').trim().toUpperCase();
    const found: Partial<Record<Field, string>> = {};
    if (!realName) found.realName = t('realNameRequired');
    else if (!REAL_NAME.test(realName)) found.realName = t('realNameInvalid');
    if (!idNumber) found.idNumber = t('idNumberRequired');
    else if (!isValidIdNumber(idNumber)) found.idNumber = t('idNumberInvalid');
    for (const [field, name] of [['idFront', 'id_front'], ['idBack', 'id_back']] as const) {
      const problem = photoProblem(fileOf(formElement, name));
      if (problem) found[field] = t(problem);
    }
    return found;
  }

  // A shown error goes as soon as its field is right; errors appear only on submit.
  function onFieldChange(event: FormEvent<HTMLFormElement>) {
    const field = FIELD_OF_INPUT[(event.target as HTMLInputElement).name];
    if (!field || !errors[field]) return;
    const now = check(event.currentTarget)[field];
    setErrors((shown) => ({ ...shown, [field]: now }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const photos = { id_front: fileOf(formElement, 'id_front'), id_back: fileOf(formElement, 'id_back') };
    const realName = String(data.get('real_name') ?? '').trim();
    const idNumber = String(data.get('id_number') ?? '').trim().toUpperCase();
    const found = check(formElement);
    setErrors(found);
    if (Object.keys(found).length) return;

    const body = new FormData();
    body.set('real_name', realName);
    body.set('id_number', idNumber);
    body.set('id_front', photos.id_front!);
    body.set('id_back', photos.id_back!);
    setPending(true);
    try {
      await apiFetch('/user/verified', { method: 'POST', guard: 'user', silent: true, body });
      toast(t('submitted'), 'success');
      await mutate(USER_KEY);
    } catch (error) {
      setErrors(inlineOrToast<Field>(error, SERVER_FIELDS));
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} onChange={onFieldChange} noValidate className="space-y-5">
      <FormField id="verify-name" name="real_name" label={t('realName')} autoComplete="name" error={errors.realName} required />
      <FormField id="verify-id" name="id_number" label={t('idNumber')} maxLength={18} autoComplete="off" error={errors.idNumber} required />
      <PhotoField id="verify-front" name="id_front" label={t('idFront')} previewAlt={t('preview', { side: t('idFront') })} error={errors.idFront} />
      <PhotoField id="verify-back" name="id_back" label={t('idBack')} previewAlt={t('preview', { side: t('idBack') })} error={errors.idBack} />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
