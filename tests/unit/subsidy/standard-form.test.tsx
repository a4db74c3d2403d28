import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { StandardFormDialog } from '@/components/manage/pages/subsidy/standard-form-dialog';
import { installFetch } from '../api/fetch-mock';
import { renderWithIntl } from '../render-with-intl';

// The standard form (补贴标准): the amount typed in yuan is sent in fen, read digit by digit; an
// amount that is not one is refused by its field before anything is sent.

const draw = (onSaved = jest.fn()) =>
  renderWithIntl(
    <SWRConfig value={{ provider: () => new Map() }}><StandardFormDialog open standard={null} onClose={() => {}} onSaved={onSaved} /></SWRConfig>,
    { namespaces: ['ManageSubsidyStandards', 'ManageSubsidy', 'SubsidyLabels', 'ManageKit'] },
  );

test('yuan typed, fen sent; a wrong amount is refused by its field', async () => {
  const api = installFetch({
    'GET /api/v1/occupations': { status: 200, body: { data: [{ id: 9, name: '中式烹调师' }] } },
    'POST /api/v1/manage/subsidy/standards': { status: 201, body: { data: { id: 1 } } },
  });
  const saved = jest.fn();
  draw(saved);
  await screen.findByRole('option', { name: '中式烹调师' });
  fireEvent.change(screen.getByLabelText(/职业（工种）/), { target: { value: '9' } });
  fireEvent.change(screen.getByLabelText(/^等级/), { target: { value: '4' } });
  fireEvent.change(screen.getByLabelText(/补贴金额（元）/), { target: { value: '12.345' } });
  fireEvent.change(screen.getByLabelText(/执行起始日期/), { target: { value: '2026-01-01' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText('补贴金额请填写金额（元），最多两位小数。')).toBeTruthy();
  expect(api.calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);

  fireEvent.change(screen.getByLabelText(/补贴金额（元）/), { target: { value: '1,500.5' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(saved).toHaveBeenCalled());
  const body = JSON.parse(String(api.calls.find((c) => c.init.method === 'POST')!.init.body));
  expect(body).toMatchObject({ occupation_id: 9, level: 4, amount_fen: 150050, min_attendance_percent: 80, claim_months: 12, max_per_year: 3, once_per_occupation_level: true, valid_from: '2026-01-01', valid_to: null });
});
