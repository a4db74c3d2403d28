import { ManageScreenSchema, type ManageScreen } from '@/lib/contract/data-screen/figures';

const months = (values: number[]) => values.map((value, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, value }));

/** A province-level answer of GET /manage/screen, checked against the contract. */
export function screenFixture(patch: Partial<ManageScreen> = {}): ManageScreen {
  return ManageScreenSchema.parse({
    scope: { level: 'province', code: '410000', name: '河南省', province_name: '河南省' },
    computed_at: '2026-11-29T10:15:30.000Z',
    learners: { registered: 12345, verified: 9876 },
    enrollments: { this_month: 321, this_year: 4567 },
    classes_running_today: 42,
    certificates_by_level: [{ level: 1, count: 3 }, { level: 2, count: 10 }, { level: 3, count: 55 }, { level: 4, count: 120 }, { level: 5, count: 800 }],
    exams: { sat: 1000, passed: 875, pass_rate: 0.875 },
    top_occupations_by_enrollment: [{ occupation_id: 1, name: '电工', count: 900 }, { occupation_id: 2, name: '育婴员', count: 400 }],
    top_occupations_by_certificates: [{ occupation_id: 2, name: '育婴员', count: 300 }],
    jobs: { posted: 210, applications: 1890 },
    subsidy: { claimed_fen: 123_456_00, approved_fen: 100_000_00, paid_fen: 80_000_00 },
    trends: {
      learners: months([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
      enrollments: months([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]),
      certificates: months([0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1]),
      jobs: months([5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]),
      applications: months([9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9]),
      subsidy_paid_fen: months([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100, 200]),
    },
    areas: [
      { code: '410100', name: '郑州市', learners: 5000, certificates: 400, pass_rate: 0.9, subsidy_paid_fen: 50_000_00, jobs: 100 },
      { code: '410300', name: '洛阳市', learners: 2000, certificates: 150, pass_rate: null, subsidy_paid_fen: 0, jobs: 30 },
    ],
    feed: [
      { kind: 'certificate', at: '2026-11-29T10:10:00.000Z', name_masked: '张*三', occupation: '电工', area_name: '郑州市', level: 4 },
      { kind: 'enrollment', at: '2026-11-29T10:05:00.000Z', name_masked: '李*', occupation: '育婴员', area_name: '洛阳市', level: null },
    ],
    ...patch,
  });
}
