import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HolderCheck } from '@/components/front/certificates/holder-check';
import { idNumberCheckChar } from '@/lib/validation/id-number';
import { renderWithIntl } from '../render-with-intl';
import { jsonResponse } from '../api/fetch-mock';

// The holder check on the certificate page (issue 30): the number goes in a POST body, never a URL;
// the answer is yes or no; a wrong check digit is caught before asking; a 429 counts down.

const CERT = 'S000041000012630000001';
const ID = `41010219900307123${idNumberCheckChar('41010219900307123')}`;
const reply = (status: number, body: unknown) => Promise.resolve(jsonResponse({ status, body }));
const fetchMock = jest.fn<ReturnType<typeof reply>, [string, RequestInit?]>();

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const render = () => renderWithIntl(<HolderCheck certNo={CERT} />, { namespaces: ['HolderCheck', 'CerQuery', 'Throttle'] });
const ask = (value: string) => {
  fireEvent.change(screen.getByLabelText('身份证号码'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: '核对' }));
};

test('asks with the number in the body and shows a match', async () => {
  fetchMock.mockReturnValue(reply(200, { data: { match: true } }));
  render();
  expect(screen.getByRole('heading', { name: '核对持证人身份证号' })).toBeInTheDocument();
  ask(` ${ID.toLowerCase()} `);
  await waitFor(() => expect(screen.getByTestId('holder-check-result')).toHaveAttribute('data-match', 'true'));
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe(`/api/v1/certificates/${CERT}/holder-check`);
  expect(url).not.toContain(ID);
  expect(init?.method).toBe('POST');
  expect(JSON.parse(String(init?.body))).toEqual({ id_number: ID });
});

test('shows a mismatch, refuses a wrong check digit without asking, and counts down after a 429', async () => {
  render();
  ask(`${ID.slice(0, 17)}${ID[17] === '1' ? '2' : '1'}`);
  expect(screen.getByText('身份证号码校验位不正确，请核对。')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();

  fetchMock.mockReturnValueOnce(reply(200, { data: { match: false } }));
  ask(ID);
  await waitFor(() => expect(screen.getByTestId('holder-check-result')).toHaveTextContent('不一致'));

  fetchMock.mockReturnValueOnce(reply(429, { message: '核对次数过多，请稍后再试。', status_code: 429 }));
  ask(ID);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('核对次数过多'));
  expect(screen.getByRole('button', { name: '60 秒后可重试' })).toBeDisabled();
});
