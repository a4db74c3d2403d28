import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ExaminerForm } from '@/components/manage/pages/examiners/examiner-form';
import { OccupationForm } from '@/components/manage/pages/occupations/occupation-form';
import { TeacherForm, type TeacherRow } from '@/components/manage/pages/teachers/teacher-form';
import { installFetch } from '../../api/fetch-mock';
import { renderApp } from '../../auth/harness';

// The occupation, examiner and teacher forms check their values with the API's own schemas before
// sending: a missing or wrong field is said in words under the field (never "levels …" or
// "cert_no …"), nothing is sent, and no generic toast is shown.

const NAMESPACES = ['ManageKit', 'ManageFaculty', 'Levels'] as const;
const save = async () => act(async () => { fireEvent.click(screen.getByRole('button', { name: '保存' })); });
const errorOf = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;
const options = { 'GET /api/v1/permissions': { status: 200, body: { data: [] } }, 'GET /api/v1/occupations': { status: 200, body: { data: [] } }, 'GET /api/v1/regions': { status: 200, body: { data: [] } } };

test('occupation: no level chosen is said by the levels, nothing is sent; once chosen the body is sent', async () => {
  const api = installFetch({ 'POST /api/v1/manage/occupations': { status: 201, body: { data: { id: 9 } } } });
  const done = jest.fn();
  renderApp(<OccupationForm editing={null} onDone={done} onCancel={() => {}} />, [...NAMESPACES]);
  fireEvent.change(screen.getByLabelText(/职业编码/), { target: { value: '6-99-01-77' } });
  fireEvent.change(screen.getByLabelText(/职业名称/), { target: { value: '测试焊工' } });
  fireEvent.change(screen.getByLabelText(/大类/), { target: { value: '生产制造及有关人员' } });
  await save();
  expect(screen.getByTestId('field-error')).toHaveTextContent('请选择等级。');
  expect(screen.queryByText(/levels/)).not.toBeInTheDocument();
  expect(api.calls).toHaveLength(0);

  fireEvent.click(screen.getByLabelText('三级/高级工'));
  await save();
  await waitFor(() => expect(done).toHaveBeenCalled());
  expect(api.bodyOf(0)).toEqual({ code: '6-99-01-77', name: '测试焊工', category: '生产制造及有关人员', levels: [3], description: null });
});

test('examiner: a wrong certificate number is said under its field in words, and nothing is sent', async () => {
  const api = installFetch(options);
  renderApp(<ExaminerForm editing={null} onDone={() => {}} onCancel={() => {}} />, [...NAMESPACES]);
  fireEvent.change(screen.getByLabelText(/姓名/), { target: { value: '司马考评' } });
  fireEvent.change(screen.getByLabelText('考评员证号'), { target: { value: '#' } });
  await save();
  expect(errorOf('考评员证号')).toBe('应为 4–30 位字母、数字或连字符。');
  expect(screen.queryByText(/cert_no/)).not.toBeInTheDocument();
  expect(api.calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
});

test('teacher: a name that is not 2–20 Chinese characters is said under it; an edit sends only what changed (not the masked phone)', async () => {
  const api = installFetch({ ...options, 'PATCH /api/v1/manage/teachers/5': { status: 200, body: { data: { id: 5 } } } });
  const teacher: TeacherRow = {
    id: 5, user_id: null, name: '欧阳测试', gender: 1, title: null, organization_id: null, organization_name: null, occupation_id: null, occupation_name: null,
    specialty: null, introduction: null, phone: '139****0077', city_code: '410100', city_name: '郑州市', is_public: true, status: 'active', classes_count: 0,
    created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
  };
  const done = jest.fn();
  renderApp(<TeacherForm editing={teacher} onDone={done} onCancel={() => {}} />, [...NAMESPACES]);
  fireEvent.change(screen.getByLabelText(/姓名/), { target: { value: 'x' } });
  await save();
  expect(errorOf('姓名 *')).toBe('应为 2–20 个汉字。');
  expect(api.calls.filter((c) => c.init.method === 'PATCH')).toHaveLength(0);

  fireEvent.change(screen.getByLabelText(/姓名/), { target: { value: '欧阳明测' } });
  await save();
  await waitFor(() => expect(done).toHaveBeenCalled());
  const patch = api.calls.find((c) => c.init.method === 'PATCH')!;
  expect(JSON.parse(String(patch.init.body))).toEqual({ name: '欧阳明测' });
});
