'use client';

import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { ManagerCreateBody, ManagerUpdateBody } from '@/lib/contract/system-admin';
import { KitCheckField, KitFormActions, kitSend, KitSelectField, KitTextField, useKitForm } from '../../kit';
import { useKitRead } from '../../kit';
import type { ManagerAccount, PasswordIssued } from '@/lib/contract/manager-admin';
import type { Region as RegionAnswer } from '@/lib/contract/region';

export type ManagerRow = ManagerAccount;
type Option = { id: number; name: string; title?: string; type?: number };
type Region = Pick<RegionAnswer, 'code' | 'name' | 'parent_code'>;

function useRegions(parent: string | null) {
  return useKitRead<{ data: Region[] }>(parent ? '/regions' : null, { parent_code: parent ?? undefined });
}

/** The platform's province (the parent of the cities /regions lists by default) and its cities. */
function useProvince() {
  const cities = useKitRead<{ data: Region[] }>('/regions');
  const code = cities.data?.data[0]?.parent_code ?? null;
  const province = useKitRead<{ data: Region }>(code ? `/regions/${code}` : null);
  return province.data ? [province.data.data] : [];
}

type Values = ReturnType<typeof toForm>;
const toForm = (m: ManagerRow | null) => ({
  username: m?.username ?? '', name: m?.name ?? '', phone: m?.phone ?? '', organization_id: m?.organization_id ? String(m.organization_id) : '',
  province_code: m?.province_code ?? '', city_code: m?.city_code ?? '', area_code: m?.area_code ?? '', role_ids: m?.roles.data.map((r) => r.id) ?? [],
});
const toBody = (f: Values, create: boolean) => ({
  ...(create ? { username: f.username } : {}), name: f.name, phone: f.phone || null, organization_id: f.organization_id ? Number(f.organization_id) : null,
  province_code: f.province_code || null, city_code: f.city_code || null, area_code: f.area_code || null, role_ids: f.role_ids,
});
const CreateForm = z.preprocess((v) => toBody(v as Values, true), ManagerCreateBody);
const UpdateForm = z.preprocess((v) => toBody(v as Values, false), ManagerUpdateBody);

/** Create or edit a manager: name, phone, roles, organisation and region. Creation answers a one-time password. */
export function ManagerForm({ editing, onDone, onCancel }: { editing: ManagerRow | null; onDone: (issued?: { account: string; password: string }) => void; onCancel: () => void }) {
  const t = useTranslations('ManageSystem');
  const roles = useKitRead<{ data: Option[] }>('/manage/managers/role-options');
  const orgs = useKitRead<{ data: Option[] }>('/manage/managers/organization-options');
  const form = useKitForm(editing ? UpdateForm : CreateForm, toForm(editing), {
    username: t('username'), name: t('realName'), phone: t('phone'), organization_id: t('organization'), province_code: t('province'), city_code: t('city'),
    area_code: t('area'), role_ids: t('roles'),
  });
  const { values, errors, set } = form;
  const provinces = useProvince();
  const cities = useRegions(values.province_code || null);
  const areas = useRegions(values.city_code || null);
  const none = { value: '', label: t('none') };
  const regionOptions = (list?: Region[]) => [none, ...(list ?? []).map((r) => ({ value: r.code, label: r.name }))];
  const submit = form.submit(async (body) => {
    if (editing) {
      await kitSend(`/manage/managers/${editing.id}`, 'PATCH', body);
      onDone();
    } else {
      const created = await kitSend<PasswordIssued>('/manage/managers', 'POST', body);
      onDone({ account: values.username.trim(), password: created.data.password });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        {!editing && <KitTextField label={t('username')} name="username" required value={values.username} onChange={(v) => set('username', v)} error={errors.username} />}
        <KitTextField label={t('realName')} name="name" required value={values.name} onChange={(v) => set('name', v)} error={errors.name} />
        <KitTextField label={t('phone')} name="phone" value={values.phone} onChange={(v) => set('phone', v)} error={errors.phone} />
        <KitSelectField label={t('organization')} name="organization_id" value={values.organization_id} onChange={(v) => set('organization_id', v)} error={errors.organization_id}
          options={[none, ...(orgs.data?.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))]} />
      </div>
      <div className="grid grid-cols-3 gap-3">
        <KitSelectField label={t('province')} name="province_code" value={values.province_code} onChange={(v) => form.setValues((f) => ({ ...f, province_code: v, city_code: '', area_code: '' }))}
          options={regionOptions(provinces)} error={errors.province_code} />
        <KitSelectField label={t('city')} name="city_code" value={values.city_code} onChange={(v) => form.setValues((f) => ({ ...f, city_code: v, area_code: '' }))}
          options={regionOptions(cities.data?.data)} error={errors.city_code} />
        <KitSelectField label={t('area')} name="area_code" value={values.area_code} onChange={(v) => set('area_code', v)} options={regionOptions(areas.data?.data)} error={errors.area_code} />
      </div>
      <fieldset aria-describedby={errors.role_ids ? 'manager-roles-error' : undefined}>
        <legend className="text-sm text-slate-700">{t('roles')}<span className="text-red-600" aria-hidden="true"> *</span></legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {(roles.data?.data ?? []).map((r) => (
            <KitCheckField key={r.id} name={`role-${r.name}`} label={r.title ?? r.name} checked={values.role_ids.includes(r.id)}
              onChange={(on) => set('role_ids', on ? [...values.role_ids, r.id] : values.role_ids.filter((id) => id !== r.id))} />
          ))}
        </div>
        {errors.role_ids && <p id="manager-roles-error" className="mt-1 text-xs text-red-700" data-testid="field-error">{errors.role_ids}</p>}
      </fieldset>
      {!editing && <p className="text-xs text-slate-500">{t('noDefaultPassword')}</p>}
      <KitFormActions busy={form.busy} onCancel={onCancel} />
    </form>
  );
}
