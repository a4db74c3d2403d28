import { bodyOf, EMPTY_CLASS, valuesOf } from '@/components/manage/pages/classes/class-form-values';
import type { TrainingClass } from '@/lib/contract/training-class';

// The class form's strings to the API body and back.

const existing = {
  id: 7, title: '养老护理员四级班', occupation_id: 3, level: 4, organization_id: null, city_code: '410100', area_code: '410105', address: null,
  enroll_start: null, enroll_end: '2027-02-20', start_date: '2027-03-01', end_date: '2027-04-30', schedule: '周末', hours: 120, capacity: 40,
  enrolled_count: 2, seats_left: 38, fee_cents: 180050, subsidy_cents: 120000, cover: '/api/v1/files/9', description: null, requires_verification: false,
  is_hot: true, status: 'draft', created_at: '', updated_at: '', teachers: { data: [{ id: 5 }, { id: 6 }] },
} as unknown as TrainingClass;

describe('class form values', () => {
  it('round-trips a class: yuan to fen, blanks to null, teachers by id', () => {
    const values = valuesOf(existing);
    expect(values).toMatchObject({ fee: '1800.5', subsidy: '1200', area_code: '410105', address: '', teacher_ids: [5, 6], organization_id: '' });
    expect(bodyOf(values, true)).toMatchObject({
      title: '养老护理员四级班', occupation_id: 3, level: 4, organization_id: null, address: null, enroll_start: null, enroll_end: '2027-02-20',
      fee_cents: 180050, subsidy_cents: 120000, hours: 120, capacity: 40, cover: '/api/v1/files/9', requires_verification: false, is_hot: true, teacher_ids: [5, 6],
    });
  });

  it('leaves the organisation out for managers who cannot choose one, and sends blank required numbers as null', () => {
    const body = bodyOf({ ...EMPTY_CLASS, capacity: ' ' }, false);
    expect(body).not.toHaveProperty('organization_id');
    expect(body.capacity).toBeNull();
    expect(body.occupation_id).toBeNull();
  });
});
