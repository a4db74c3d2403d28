'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { SelectField } from '@/components/front/registration/select-field';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/api/client';
import { USER_KEY, type Learner } from '@/lib/api/session';
import { nameProblem } from '@/lib/validation/text';
import { FormField } from '../auth/form-field';
import { inlineOrToast } from '../auth/server-errors';
import { useDictionary } from '../career/use-options';
import { AvatarPicker } from './avatar-picker';

type Field = 'name' | 'gender' | 'education' | 'avatar';
const SERVER_FIELDS: Record<string, Field> = { name: 'name', gender: 'gender', education: 'education', avatar: 'avatar' };

const NAME_MAX = 20;

/** PATCH /user: display name, gender, education and avatar (multipart when a new avatar was cropped). */
export function ProfileForm({ user, onDone }: { user: Learner; onDone: () => void }) {
  const t = useTranslations('ProfileForm');
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const educations = useDictionary('education');
  const [name, setName] = useState(user.name ?? '');
  const [gender, setGender] = useState(user.gender ? String(user.gender) : '');
  const [education, setEducation] = useState(user.education ?? '');
  const [avatar, setAvatar] = useState<Blob | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const nameLength = [...name.trim()].length;
  const tooLong = nameLength > NAME_MAX;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    // The API's display-name rule (lib/validation/text.ts), said before the request; an empty name is left unchanged.
    const problem = trimmed ? nameProblem(trimmed) : undefined;
    setErrors(problem ? { name: t(`name.${problem}`) } : {});
    if (problem) return;
    const fields: Record<string, string> = {};
    if (trimmed && trimmed !== user.name) fields.name = trimmed;
    if (gender && gender !== String(user.gender ?? '')) fields.gender = gender;
    if (education && education !== user.education) fields.education = education;
    let body: FormData | Record<string, string> = fields;
    if (avatar) {
      body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.append(key, value);
      body.append('avatar', new File([avatar], 'avatar.jpg', { type: 'image/jpeg' }));
    }
    setPending(true);
    try {
      const answer = await apiFetch<{ data: Learner }>('/user', { method: 'PATCH', guard: 'user', silent: true, body });
      await mutate(USER_KEY, (current: Learner | undefined) => ({ ...current, ...answer.data }), { revalidate: true });
      toast(t('saved'), 'success');
      onDone();
    } catch (error) {
      setErrors(inlineOrToast<Field>(error, SERVER_FIELDS));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-lg border border-slate-200 bg-white p-4" data-testid="profile-form">
      <AvatarPicker onCropped={setAvatar} error={errors.avatar} />
      {/* No maxLength: a pasted name is not silently cut; the limit is said while typing. */}
      <FormField id="profile-name" name="name" label={t('displayName')} placeholder={t('displayNamePlaceholder')} autoComplete="nickname"
        value={name} onChange={(e) => setName(e.target.value)} error={tooLong ? t('nameTooLong', { count: nameLength }) : errors.name} />
      <SelectField id="profile-gender" name="gender" defaultValue={undefined} label={t('gender')} placeholder={t('choose')} value={gender} onChange={(e) => setGender(e.target.value)}
        options={[{ value: '1', label: t('male') }, { value: '2', label: t('female') }]} error={errors.gender} />
      <SelectField id="profile-education" name="education" defaultValue={undefined} label={t('education')} placeholder={t('choose')} value={education} onChange={(e) => setEducation(e.target.value)}
        options={educations.map((e) => ({ value: e.value, label: e.label }))} error={errors.education} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>{pending ? t('saving') : t('save')}</Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>{t('cancel')}</Button>
      </div>
    </form>
  );
}

