import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { AdmissionTicket } from '@/components/front/career/admission-ticket';
import { ApplicationList } from '@/components/front/career/application-list';
import { ExamList } from '@/components/front/career/exam-list';
import { JobSearch } from '@/components/front/career/job-search';
import { TalentForm } from '@/components/front/career/talent-form';
import { TeacherApply } from '@/components/front/career/teacher-apply';
import { ClassInfo } from '@/components/front/learner/class-info';
import { EnrollEdit } from '@/components/front/learner/enroll-edit';
import { EnrollmentDetail } from '@/components/front/learner/enrollment-detail';
import { EnrollmentProgress } from '@/components/front/learner/enrollment-progress';
import {
  courseKey, coursesKey, enrollmentKey, jobsKey, lessonKey, MY_APPLICATIONS_KEY, MY_EXAMS_KEY, MY_TALENT_KEY, MY_TEACHER_APPLICATIONS_KEY,
  myEnrollmentsKey, myExamKey, NOTIFICATIONS_KEY, orderKey, userClassesKey, userClassKey,
} from '@/components/front/learner/keys';
import { MyClasses } from '@/components/front/learner/my-classes';
import { MyEnrollments } from '@/components/front/learner/my-enrollments';
import { PayResult } from '@/components/front/learner/pay-result';
import { CourseDetail } from '@/components/front/study/course-detail';
import { CourseList } from '@/components/front/study/course-list';
import { LessonPlayer } from '@/components/front/study/lesson-player';
import { NotificationsPanel } from '@/components/front/learner/notifications-panel';
import { ServerData } from '@/components/front/learner/server-data';
import { UserInfoCard } from '@/components/front/user/user-info-card';
import { USER_KEY } from '@/lib/api/session';
import { installFetch } from '../api/fetch-mock';
import { renderApp } from '../auth/harness';
import { application, course, enrollment, exam, job, lesson, order, page, userClass } from './learner-fixtures';

// Issue 21: the learner pages hand the data the server read to their islands (ServerData), which
// paint with it at once: no loading line while SWR revalidates in the background.

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }) }));

const learner = {
  id: 1, uuid: 'u', phone: '139****0001', name: '服务端学员', avatar: null, gender: null, education: null, verify_status: 'none',
  'user-verified-datum': { data: null }, 'entered-classes-count': 0, 'classes-count': 0,
};
const emptyList = { data: [], meta: { pagination: { total: 0, count: 0, per_page: 10, current_page: 1, total_pages: 1 } } };

it('the profile, the notifications and the class list show the server\'s data on their first render', () => {
  // The browser's own requests never answer here: whatever shows came from the fallback.
  globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  renderApp(
    <ServerData
      fallback={{
        [USER_KEY]: learner,
        [NOTIFICATIONS_KEY]: { data: [], meta: { ...emptyList.meta, unread: 0 } },
        [userClassesKey(1, false)]: emptyList,
      }}
    >
      <UserInfoCard />
      <NotificationsPanel />
      <MyClasses entered={false} />
    </ServerData>,
    ['UserCenter', 'ProfileForm', 'Notifications', 'MyClasses', 'EnrollmentStatus'],
  );
  expect(screen.getByTestId('profile-name')).toHaveTextContent('服务端学员');
  expect(screen.getByText('暂无消息。')).toBeInTheDocument();
  expect(screen.getByText('暂无培训班。')).toBeInTheDocument();
  expect(screen.queryByText('加载中…')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('without server data the islands still load in the browser as before', async () => {
  installFetch({ [`GET /api/v1${USER_KEY}`]: { status: 200, body: { data: learner } } });
  renderApp(<ServerData fallback={{}}><UserInfoCard /></ServerData>, ['UserCenter', 'ProfileForm']);
  expect(screen.getByText('加载中…')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('profile-name')).toHaveTextContent('服务端学员'));
});

/** A page the test can leave (the island unmounts, its SWR cache stays), as a navigation away does. */
function Leavable({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  return <>{shown && children}<button type="button" onClick={() => setShown(false)}>leave</button></>;
}

describe('the islands moved onto the server\'s data paint it at once, without a loading line', () => {
  // The browser's own requests never answer: whatever shows came from the fallback.
  beforeEach(() => {
    globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  });
  const paint = (fallback: Record<string, unknown>, ui: ReactElement, namespaces: Parameters<typeof renderApp>[1]) => {
    renderApp(<ServerData fallback={fallback}>{ui}</ServerData>, namespaces);
    expect(screen.queryByText('加载中…')).not.toBeInTheDocument();
  };
  const one = <T,>(item: T) => ({ data: item });

  it('/user/enroll: my enrolments', () => {
    paint({ [myEnrollmentsKey(1)]: { data: [enrollment], meta: page(1) } }, <MyEnrollments />, ['MyEnrollments', 'EnrollPages', 'EnrollmentStatus']);
    expect(screen.getAllByRole('link', { name: '电工（四级）培训班' })[0]).toHaveAttribute('href', '/class/enrollVerify?id=41');
  });

  it('/user/classInfo: one of my classes with its study and order', () => {
    paint({ [userClassKey(7, 41)]: one(userClass) }, <ClassInfo classId={7} enrollmentId={41} />, ['MyClasses', 'EnrollPages', 'EnrollmentStatus']);
    expect(screen.getByRole('heading', { name: '电工（四级）培训班' })).toBeInTheDocument();
    expect(screen.getByText(/PX2026030200017/)).toBeInTheDocument();
  });

  it('/user/paySuccee: the order', () => {
    paint({ [orderKey(order.order_no)]: one(order) }, <PayResult orderNo={order.order_no} />, ['PayResult']);
    expect(screen.getByText('PX2026030200017')).toBeInTheDocument();
    expect(screen.getByText('郑州市职业技能培训中心财务室')).toBeInTheDocument();
  });

  it('/class/enrollShow: the enrolment as submitted', () => {
    paint({ [enrollmentKey(41)]: one(enrollment) }, <EnrollmentDetail id={41} />, ['EnrollPages', 'EnrollmentStatus', 'MyClasses']);
    expect(screen.getByText('李服务')).toBeInTheDocument();
  });

  it('/class/enrollEdit: the form opens filled with the enrolment', () => {
    paint(
      { [enrollmentKey(41)]: one(enrollment), [USER_KEY]: learner },
      <EnrollEdit id={41} choices={{ educations: [{ value: '高中', label: '高中' }], categories: [{ value: '失业人员', label: '失业人员' }] }} />,
      ['EnrollForm', 'EnrollPages', 'MyClasses', 'UserCenter', 'ClassEnrollState', 'EnrollmentStatus'],
    );
    expect(screen.getByLabelText('联系电话')).toHaveValue('139****0003');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('/user/exam: my exams', () => {
    paint({ [MY_EXAMS_KEY]: { data: [exam] } }, <ExamList />, ['UserExam', 'Levels']);
    expect(screen.getByText('ZK2026000123')).toBeInTheDocument();
  });

  it('/user/employmentcenter: my applications, my talent profile and my teacher applications', () => {
    paint(
      { [USER_KEY]: learner, [MY_APPLICATIONS_KEY]: { data: [application] }, [MY_TALENT_KEY]: { data: null }, [MY_TEACHER_APPLICATIONS_KEY]: { data: [] } },
      <><ApplicationList /><TalentForm /><TeacherApply /></>,
      ['EmploymentCenter', 'Levels'],
    );
    expect(screen.getByTestId('application-list')).toHaveTextContent('维修电工');
    expect(screen.getByTestId('talent-form')).toBeInTheDocument();
    expect(screen.getAllByDisplayValue('服务端学员').length).toBeGreaterThan(0);
  });

  it('/user/job: the first page of jobs, marked by my applications', () => {
    paint(
      { [jobsKey({ keyword: '', city: '', page: 1 })]: { data: [job], meta: page(1) }, [MY_APPLICATIONS_KEY]: { data: [application] }, [MY_TALENT_KEY]: { data: null } },
      <JobSearch />,
      ['UserJob'],
    );
    expect(screen.getByTestId('job-card')).toHaveTextContent('维修电工');
  });

  it('/video and /video?id=…: my courses and one course\'s lessons', () => {
    paint({ [coursesKey(1)]: { data: [course], meta: page(1) }, [courseKey(3)]: one(course) }, <><CourseList /><CourseDetail id={3} /></>, ['Courses']);
    expect(screen.getAllByRole('link', { name: '低压电工安全操作' })[0]).toHaveAttribute('href', '/video?id=3');
    expect(screen.getByRole('link', { name: /触电急救/ })).toHaveAttribute('href', '/lessonVideo?id=31');
  });

  it('/user/exam?id=…: the admission ticket', () => {
    paint({ [myExamKey(5)]: one(exam) }, <AdmissionTicket examId={5} />, ['UserExam', 'Levels']);
    expect(screen.getByTestId('admission-ticket')).toHaveTextContent('ZK2026000123');
    expect(screen.getByTestId('admission-ticket')).toHaveTextContent('李服务');
    expect(screen.getByRole('button', { name: '打印准考证' })).toBeInTheDocument();
  });

  it('/class/enrollVerify: where the enrolment stands and its history', () => {
    paint({ [enrollmentKey(41)]: one(enrollment) }, <EnrollmentProgress id={41} />, ['EnrollPages', 'EnrollmentStatus', 'MyClasses']);
    expect(screen.getByText('电工（四级）培训班')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '办理记录' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看报名信息' })).toHaveAttribute('href', '/class/enrollShow?id=41');
  });

  it('/lessonVideo?id=…: the lesson, its video and my progress', async () => {
    paint({ [lessonKey(31)]: one(lesson) }, <Leavable><LessonPlayer id={31} /></Leavable>, ['LessonPlayer', 'Courses']);
    expect(screen.getByRole('heading', { name: '触电急救' })).toBeInTheDocument();
    expect(screen.getByLabelText('触电急救')).toHaveAttribute('src', '/uploads/lessons/31.mp4');
    expect(screen.getByTestId('lesson-watched')).toHaveTextContent('10:00');
    expect(screen.getByRole('link', { name: '下一节' })).toHaveAttribute('href', '/lessonVideo?id=32');
    // Leaving the lesson refreshes its course through SWR: done here while the test's SWR cache is still mounted.
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByTestId('lesson-watched')).not.toBeInTheDocument();
  });
});
