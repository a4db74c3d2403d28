import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RegistrationForm, type RegistrationChoices } from '@/components/front/registration/registration-form';
import { idNumberCheckChar } from '@/lib/validation/id-number';
import { renderWithIntl } from '../render-with-intl';
import { jsonResponse } from '../api/fetch-mock';

const ID = `41010219900307123${idNumberCheckChar('41010219900307123')}`;
const choices: RegistrationChoices = {
  occupations: [{ value: '7', label: '保育师' }, { value: '8', label: '育婴员' }],
  cities: [{ value: '410100', label: '郑州市' }, { value: '410300', label: '洛阳市' }],
  employmentStatuses: [{ value: '失业人员', label: '失业人员' }],
  educations: [{ value: '高中', label: '高中' }],
};

const reply = (status: number, body: unknown) => Promise.resolve(jsonResponse({ status, body }));
const fetchMock = jest.fn<ReturnType<typeof reply>, [string, RequestInit?]>();

beforeEach(() => {
  window.sessionStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function fillValid() {
  fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张伟' } });
  fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '13800138000' } });
  fireEvent.change(screen.getByLabelText('身份证号码'), { target: { value: ID } });
  fireEvent.change(screen.getByLabelText('培训职业（工种）'), { target: { value: '7' } });
  fireEvent.change(screen.getByLabelText('所在城市'), { target: { value: '410100' } });
  fireEvent.change(screen.getByLabelText('就业状态'), { target: { value: '失业人员' } });
  fireEvent.change(screen.getByLabelText('文化程度'), { target: { value: '高中' } });
}

const render = () => renderWithIntl(<RegistrationForm choices={choices} />, { namespaces: ['TrainingRegistration', 'Throttle'] });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交登记' }));

describe('RegistrationForm', () => {
  it('shows inline errors for every missing or malformed field and sends nothing', () => {
    render();
    submit();
    for (const text of ['请输入姓名。', '请输入手机号码。', '请输入身份证号码。', '请选择培训职业。', '请选择所在城市。', '请选择就业状态。', '请选择文化程度。']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: 'Tom' } });
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('身份证号码'), { target: { value: `${ID.slice(0, 17)}${ID[17] === '1' ? '2' : '1'}` } });
    submit();
    expect(screen.getByText('姓名应为 2–20 个汉字。')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的 11 位手机号码。')).toBeInTheDocument();
    expect(screen.getByText('身份证号码校验位不正确，请核对。')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the registration and shows the success panel', async () => {
    fetchMock.mockReturnValue(reply(201, { data: { id: 42, status: 'pending' } }));
    render();
    fillValid();
    submit();
    expect(await screen.findByText('登记成功')).toBeInTheDocument();
    expect(screen.getByText(/编号 42/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/training-registrations');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: '张伟', phone: '13800138000', id_number: ID, occupation_id: 7, city_code: '410100', employment_status: '失业人员', education: '高中',
    });
  });

  it('explains a duplicate registration', async () => {
    fetchMock.mockReturnValue(reply(409, { message: '您已提交过该职业的报名，请勿重复提交。', status_code: 409, code: 'conflict' }));
    render();
    fillValid();
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('您已提交过该职业的报名，请勿重复提交。'));
  });

  it('a refused registration says so and counts down on the button, also after a reload (issue 21)', async () => {
    fetchMock.mockReturnValue(reply(429, { message: '操作过于频繁，请稍后再试。', status_code: 429 }));
    const first = render();
    fillValid();
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('提交过于频繁，请稍后再试。'));
    expect(screen.getByRole('button', { name: /^(60|59) 秒后可重试$/ })).toBeDisabled();
    first.unmount();
    render();
    expect(await screen.findByRole('button', { name: /^(60|59) 秒后可重试$/ })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('puts server 422 field errors beside their fields', async () => {
    fetchMock.mockReturnValue(reply(422, { message: '提交的数据无效。', status_code: 422, errors: { city_code: ['city_code 不是本省的城市。'] } }));
    render();
    fillValid();
    submit();
    expect(await screen.findByText('city_code 不是本省的城市。')).toBeInTheDocument();
    expect(screen.getByLabelText('所在城市')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('请修改标出的项目后再提交。');
  });
});
