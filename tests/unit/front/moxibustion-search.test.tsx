import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MoxibustionCertificateSearchForm } from '@/components/front/moxibustion/certificate-search-form';
import type { MoxibustionCertificate } from '@/lib/contract/moxibustion';
import { idNumberCheckChar } from '@/lib/validation/id-number';
import { renderWithIntl } from '../render-with-intl';
import { jsonResponse } from '../api/fetch-mock';

const ID = `41010219900307123${idNumberCheckChar('41010219900307123')}`;
const WRONG_CHECK = `${ID.slice(0, 17)}${ID[17] === '0' ? '1' : '0'}`;
const certificate: MoxibustionCertificate = {
  cert_no: 'AJ2026000012', name: '李秀英', id_number: '4101**********1234', level: '初级', issuer: '河南省中医药学会',
  issued_on: '2026-03-20', status: 'valid', batch: { data: { id: 3, code: 'AJ-2026-03', title: '2026年第三期艾灸技能培训班' } },
};

const reply = (status: number, body: unknown) => Promise.resolve(jsonResponse({ status, body }));
const fetchMock = jest.fn<ReturnType<typeof reply>, [string, RequestInit?]>();

beforeEach(() => {
  window.sessionStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const render = () => renderWithIntl(<MoxibustionCertificateSearchForm />, { namespaces: ['Moxibustion', 'Throttle'] });
const search = () => fireEvent.click(screen.getByRole('button', { name: '查询' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('MoxibustionCertificateSearchForm', () => {
  it('asks for a number or a holder, and checks both in the browser first', () => {
    render();
    search();
    expect(screen.getByText('请输入证书编号，或填写姓名和身份证号码。')).toBeInTheDocument();
    type('证书编号', 'AJ12');
    search();
    expect(screen.getByText('证书编号格式不正确，应为 AJ 加 10 位数字。')).toBeInTheDocument();
    type('证书编号', '');
    type('持证人', '李秀英');
    type('身份证号码', WRONG_CHECK);
    search();
    expect(screen.getByText('身份证号码校验位不正确')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('finds a certificate by number and links to its page, with the ID masked', async () => {
    fetchMock.mockReturnValue(reply(200, { data: [certificate] }));
    render();
    type('证书编号', ' aj2026000012 ');
    search();
    expect(await screen.findByText('李秀英')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/moxibustion/certificate-queries');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ cert_no: 'AJ2026000012' });
    expect(screen.getByRole('link', { name: 'AJ2026000012' })).toHaveAttribute('href', '/moxibustion/certificateInfo?cert_no=AJ2026000012');
    expect(screen.getByText('4101**********1234')).toBeInTheDocument();
    expect(screen.getByText('河南省中医药学会')).toBeInTheDocument();
  });

  it('searches by holder name and ID number and says clearly when nothing matches', async () => {
    fetchMock.mockReturnValue(reply(200, { data: [] }));
    render();
    type('持证人', '李秀英');
    type('身份证号码', ID);
    search();
    expect(await screen.findByText('没有查到符合条件的证书，请核对后重试。')).toBeInTheDocument();
    // The ID number goes in a POST body, never in the URL (issue 30).
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/moxibustion/certificate-queries');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ name: '李秀英', id_number: ID });
  });

  it('explains the rate limit', async () => {
    fetchMock.mockReturnValue(reply(429, { message: '查询过于频繁，请稍后再试。', status_code: 429 }));
    render();
    type('证书编号', 'AJ2026000012');
    search();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('查询过于频繁，请稍后再试。'));
    expect(screen.getByRole('button', { name: /^(60|59) 秒后可重试$/ })).toBeDisabled();
  });
});
