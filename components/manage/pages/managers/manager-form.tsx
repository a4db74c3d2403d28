'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import { CheckField, FormActions, SelectField, TextField } from '../system/kit';
import { send, useApi } from '../system/use-api';

export type ManagerRow = {
  id: number; username: string; name: string; phone: string | null; organization_id: number | null; organization_name: string | null;
  province_code: string | null; city_code: string | null; area_code: string | null; status: string; must_change_password: boolean;
  last_login_at: string | null; roles: { data: { id: number; name: string; title: string }[] };
};
type Option = { id: number; name: string; title?: string; type?: number };
type Region = { code: string; name: string; parent_code: string | null };

function useRegions(parent: string | null) {
  return useApi<{ data: Region[] }>(parent ? '/regions' : null, { parent_code: parent ?? undefined });
}

/** The platform's province (the parent of the cities /regions lists by default) and its cities. */
function useProvince() {
  const cities = useApi<{ data: Region[] }>('/regions');
  const code = cities.data?.data[0]?.parent_code ?? null;
  const province = useApi<{ data: Region }>(code ? `/regions/${code}` : null);
  return province.data ? [province.data.data] : [];
}

/** Create or edit a manager: name, phone, roles, organisation and region. Creation answers a one-time password. */
export function ManagerForm({ editing, onDone, onCancel }: { editing: ManagerRow | null; onDone: (issued?: { account: string; password: string }) => void; onCancel: () => void }) {
  const t = useTranslations('ManageSystem');
  const roles = useApi<{ data: Option[] }>('/manage/managers/role-options');
  const orgs = useApi<{ data: Option[] }>('/manage/managers/organization-options');
  const [form, setForm] = useState({
    username: editing?.username ?? '', name: editing?.name ?? '', phone: editing?.phone ?? '',
    organization_id: editing?.organization_id ? String(editing.organization_id) : '',
    province_code: editing?.province_code ?? '', city_code: editing?.city_code ?? '', area_code: editing?.area_code ?? '',
    role_ids: new Set(editing?.roles.data.map((r) => r.id) ?? []),
  });
  const provinces = useProvince();
  const cities = useRegions(form.province_code || null);
  const areas = useRegions(form.city_code || null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });
  const none = { value: '', label: t('none') };
  const regionOptions = (list?: Region[]) => [none, ...(list ?? []).map((r) => ({ value: r.code, label: r.name }))];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const body = {
      ...(editing ? {} : { username: form.username }), name: form.name, phone: form.phone || null,
      organization_id: form.organization_id ? Number(form.organization_id) : null,
      province_code: form.province_code || null, city_code: form.city_code || null, area_code: form.area_code || null, role_ids: [...form.role_ids],
    };
    try {
      if (editing) {
        await send(`/manage/managers/${editing.id}`, 'PATCH', body);
        onDone();
      } else {
        const created = await send<{ data: { password: string } }>('/manage/managers', 'POST', body);
        onDone({ account: form.username, password: created.data.password });
      }
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        {!editing && <TextField label={t('username')} name="username" required value={form.username} onChange={(v) => set({ username: v })} error={errors.username} />}
        <TextField label={t('realName')} name="name" required value={form.name} onChange={(v) => set({ name: v })} error={errors.name} />
        <TextField label={t('phone')} name="phone" value={form.phone} onChange={(v) => set({ phone: v })} error={errors.phone} />
        <SelectField
          label={t('organization')} name="organization_id" value={form.organization_id} onChange={(v) => set({ organization_id: v })} error={errors.organization_id}
          options={[none, ...(orgs.data?.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))]}
        />
      </div>
      <div className="grid grid-cols-3 gap-3">
        <SelectField label={t('province')} name="province_code" value={form.province_code} onChange={(v) => set({ province_code: v, city_code: '', area_code: '' })} options={regionOptions(provinces)} error={errors.province_code} />
        <SelectField label={t('city')} name="city_code" value={form.city_code} onChange={(v) => set({ city_code: v, area_code: '' })} options={regionOptions(cities.data?.data)} error={errors.city_code} />
        <SelectField label={t('area')} name="area_code" value={form.area_code} onChange={(v) => set({ area_code: v })} options={regionOptions(areas.data?.data)} error={errors.area_code} />
      </div>
      <fieldset>
        <legend className="text-sm text-slate-700">{t('roles')}<span className="text-red-600"> *</span></legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {(roles.data?.data ?? []).map((r) => (
            <CheckField
              key={r.id} name={`role-${r.name}`} label={r.title ?? r.name} checked={form.role_ids.has(r.id)}
              onChange={(on) => {
                const next = new Set(form.role_ids);
                if (on) next.add(r.id); else next.delete(r.id);
                set({ role_ids: next });
              }}
            />
          ))}
        </div>
        {errors.role_ids && <p className="mt-1 text-xs text-red-700">{errors.role_ids}</p>}
      </fieldset>
      {!editing && <p className="text-xs text-slate-500">{t('noDefaultPassword')}</p>}
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
