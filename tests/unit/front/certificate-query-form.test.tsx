import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CertificateQueryForm } from '@/components/front/certificates/certificate-query-form';
import type { Certificate } from '@/lib/contract/certificate';
import { idNumberCheckChar } from '@/lib/validation/id-number';
import { renderWithIntl } from '../render-with-intl';
import { jsonResponse } from '../api/fetch-mock';

const ID = `41010219900307123${idNumberCheckChar('41010219900307123')}`;
const certificate = (over: Partial<Certificate> = {}): Certificate => ({
  cert_no: 'S000041000012630000001', holder_name: '张伟', id_number: '4101**********1234',
  occupation: { data: { code: '4-10-01-03', name: '保育师' } }, level: 3, issuer: '郑州职业技能培训学校', issued_on: '2026-01-05',
  status: 'valid', revoked_reason: null, content_intact: true, ...over,
});

const reply = (status: number, body: unknown) => Promise.resolve(jsonResponse({ status, body }));
const fetchMock = jest.fn<ReturnType<typeof reply>, [string, RequestInit?]>();

beforeEach(() => {
  window.sessionStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const render = () => renderWithIntl(<CertificateQueryForm />, { namespaces: ['CerQuery', 'Levels', 'Throttle'] });
const search = () => fireEvent.click(screen.getByRole('button', { name: '查询' }));

describe('CertificateQueryForm', () => {
  it('checks the certificate number in the browser before asking the API', () => {
    render();
    search();
    expect(screen.getByText('请输入证书编号。')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('证书编号'), { target: { value: 'S123' } });
    search();
    expect(screen.getByText('证书编号格式不正确，应为 1 位大写字母加 21 位数字。')).toBeInTheDocument();
    expect(screen.getByLabelText('证书编号')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a found certificate as a card with the masked ID, level name and status', async () => {
    fetchMock.mockReturnValue(reply(200, { data: [certificate()] }));
    render();
    fireEvent.change(screen.getByLabelText('证书编号'), { target: { value: ' s000041000012630000001 ' } });
    search();
    expect(await screen.findByText('4101**********1234')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/certificate-queries');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ cert_no: 'S000041000012630000001' });
    expect(screen.getByText('三级/高级工')).toBeInTheDocument();
    expect(screen.getByText('有效')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看证书页面' })).toHaveAttribute('href', '/cerQuery?cert_no=S000041000012630000001');
  });

  it('says clearly when nothing matched, and shows revoked certificates with their reason', async () => {
    fetchMock.mockReturnValueOnce(reply(200, { data: [] }));
    render();
    fireEvent.change(screen.getByLabelText('证书编号'), { target: { value: 'S999999999999999999999' } });
    search();
    expect(await screen.findByText('未查询到相关证书，请核对输入的信息。')).toBeInTheDocument();

    fetchMock.mockReturnValueOnce(reply(200, { data: [certificate({ status: 'revoked', revoked_reason: '考核过程存在违规行为，成绩作废' })] }));
    search();
    expect(await screen.findByText('已注销')).toBeInTheDocument();
    expect(screen.getByText('考核过程存在违规行为，成绩作废')).toBeInTheDocument();
  });

  it('queries by name and ID number after checking the check digit', async () => {
    render();
    fireEvent.click(screen.getByRole('radio', { name: '按姓名和身份证号' }));
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张伟' } });
    fireEvent.change(screen.getByLabelText('身份证号码'), { target: { value: `${ID.slice(0, 17)}${ID[17] === '1' ? '2' : '1'}` } });
    search();
    expect(screen.getByText('身份证号码校验位不正确，请核对。')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockReturnValue(reply(200, { data: [certificate()] }));
    fireEvent.change(screen.getByLabelText('身份证号码'), { target: { value: ID } });
    search();
    await screen.findByText('保育师（4-10-01-03）');
    // The ID number goes in a POST body, never in the URL (issue 30).
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/certificate-queries');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ name: '张伟', id_number: ID });
  });

  it('shows the rate-limit message and counts down on the button', async () => {
    fetchMock.mockReturnValueOnce(reply(429, { message: '查询过于频繁，请稍后再试。', status_code: 429 }));
    render();
    fireEvent.change(screen.getByLabelText('证书编号'), { target: { value: 'S000041000012630000001' } });
    search();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('查询过于频繁，请稍后再试。'));
    // No Retry-After in this answer: the button waits the usual minute (issue 21: every throttled button counts down).
    expect(screen.getByRole('button', { name: '60 秒后可重试' })).toBeDisabled();
  });

  it('shows server field errors beside the field', async () => {
    render();
    fireEvent.change(screen.getByLabelText('证书编号'), { target: { value: 'S000041000012630000001' } });
    fetchMock.mockReturnValueOnce(reply(422, { message: '提交的数据无效。', status_code: 422, errors: { cert_no: ['cert_no 应为 1 位大写字母加 21 位数字。'] } }));
    search();
    await waitFor(() => expect(screen.getByText('cert_no 应为 1 位大写字母加 21 位数字。')).toBeInTheDocument());
  });
});
