import { screen, within } from '@testing-library/react';
import { CredentialVerdict } from '@/components/front/certificates/credential-verdict';
import type { CheckResult } from '@/lib/credentials/check';
import type { CertificateClaims } from '@/lib/credentials/claims';
import type { Verdict } from '@/lib/credentials/verdict';
import { renderWithIntl } from '../render-with-intl';

// The check page's verdict (issue 22): one box, its colour and words from the outcome, each check
// on its own line, the signed contents only when the signature holds.

const claims: CertificateClaims = {
  v: 2, no: 'S000041000012640000001', name: '王丽娟', id: '4101**********002X',
  occ: '育婴员', occCode: '4-10-01-03', level: 4, issuer: '郑州市职业技能培训学校', date: '2026-06-30', idx: 7, iat: 1_782_777_600,
};
const base: Verdict = { outcome: 'valid', signature: 'valid', register: 'matches', status: 'valid', differing: [], revocation: null };
const show = (verdict: Partial<Verdict>, result: Partial<CheckResult> = {}) =>
  renderWithIntl(<CredentialVerdict result={{ verdict: { ...base, ...verdict }, claims, kid: '20261126-ab12', problem: null, ...result }} />, {
    namespaces: ['CredentialCheck', 'CerQuery', 'Levels'],
  });

test('a genuine certificate: green, with the key, the register and the status, and what it says', () => {
  show({});
  const box = screen.getByTestId('credential-verdict');
  expect(box).toHaveAttribute('data-outcome', 'valid');
  expect(box.className).toContain('emerald');
  expect(within(box).getByRole('status')).toHaveTextContent('证书真实有效');
  expect(box).toHaveTextContent('有效：由平台密钥 20261126-ab12 签发，内容未被改动');
  expect(box).toHaveTextContent('与平台登记信息一致');
  expect(screen.getByTestId('credential-contents')).toHaveTextContent('四级/中级工');
  expect(screen.getByTestId('credential-contents')).toHaveTextContent('育婴员（4-10-01-03）');
});

test('offline, the register is not compared and the note says so', () => {
  show({ register: 'offline' });
  expect(screen.getByTestId('credential-verdict')).toHaveTextContent('未比对（当前离线，或平台暂时没有应答）');
  expect(screen.getByTestId('credential-verdict')).toHaveTextContent('签名和撤销列表已核验；当前离线，未与平台登记信息比对。');
});

test('a forged payload: one red verdict naming the problem, and no contents', () => {
  show({ outcome: 'forged', signature: 'invalid', register: 'offline', status: 'unknown' }, { claims: null, problem: 'unknown_key', kid: 'evil-key' });
  const box = screen.getByTestId('credential-verdict');
  expect(box.className).toContain('red');
  expect(within(box).getByRole('alert')).toHaveTextContent('证书不是本平台签发的，或内容已被改动');
  expect(box).toHaveTextContent('签名密钥 evil-key 不是本平台公布的密钥');
  expect(screen.queryByTestId('credential-contents')).toBeNull();
  expect(screen.getAllByTestId('credential-verdict')).toHaveLength(1);
});

test('revoked and reissued: date, reason and a link to the new certificate', () => {
  show({ outcome: 'revoked', status: 'revoked', revocation: { at: '2026-11-20T02:00:00.000Z', reason: '换发：姓名有误', replacedBy: 'S000041000012640000002' } });
  const box = screen.getByTestId('credential-verdict');
  expect(within(box).getByRole('alert')).toHaveTextContent('证书已注销');
  expect(box).toHaveTextContent('已于 2026-11-20 10:00 注销，原因：换发：姓名有误');
  expect(within(box).getByRole('link', { name: 'S000041000012640000002' })).toHaveAttribute('href', expect.stringContaining('/cerQuery?cert_no=S000041000012640000002'));
});

test('a register that changed since signing names the fields that differ', () => {
  show({ outcome: 'mismatch', register: 'differs', differing: ['issuer', 'occCode', 'occ'] });
  expect(screen.getByTestId('credential-verdict')).toHaveTextContent('与平台登记信息不一致：发证机构、职业（工种）');
});

test('a browser without Ed25519 gets an amber "cannot check here", never a red "forged"', () => {
  show({ outcome: 'unsupported', signature: 'unsupported', register: 'offline', status: 'unknown' }, { claims: null, problem: 'unsupported' });
  const box = screen.getByTestId('credential-verdict');
  expect(box.className).toContain('amber');
  expect(within(box).getByRole('alert')).toHaveTextContent('此浏览器无法在这里核验证书签名');
  expect(box).toHaveTextContent('未能核验：此页面未通过 HTTPS 打开，或浏览器不支持 Ed25519 签名');
});

test('a payload its key signed outside its period of use is refused, naming the key', () => {
  show({ outcome: 'forged', signature: 'invalid', register: 'offline', status: 'unknown' }, { claims: null, problem: 'key_period', kid: '20250101-0a0b' });
  const box = screen.getByTestId('credential-verdict');
  expect(box.className).toContain('red');
  expect(box).toHaveTextContent('无效：签名时间不在密钥 20250101-0a0b 的启用期内');
});

test('an expired revocation list leaves the status unknown and says until when it held', () => {
  show({ outcome: 'unconfirmed', register: 'offline', status: 'unknown', staleList: '2026-11-20T02:00:00.000Z' });
  const box = screen.getByTestId('credential-verdict');
  expect(box.className).toContain('amber');
  expect(box).toHaveTextContent('未能确认：保存的撤销列表已于 2026-11-20 10:00 过期，请联网后重新核验');
});

test('a genuine payload of the earlier format is "no longer accepted" in amber, never "forged"', () => {
  show({ outcome: 'outdated', signature: 'unsupported', register: 'offline', status: 'unknown' }, { claims: null, problem: 'outdated' });
  const box = screen.getByTestId('credential-verdict');
  expect(box.className).toContain('amber');
  expect(within(box).getByRole('alert')).toHaveTextContent('旧版二维码，已不再受理');
  expect(box).toHaveTextContent('未受理：签名属实，但为已停用的旧版格式');
});

describe('without WebCrypto (a plain-HTTP origin other than localhost, issue 37)', () => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const jws = `${b64({ alg: 'EdDSA', kid: '20261126-ab12', typ: 'certificate+jws' })}.${b64(claims)}.c2ln`;
  const { fields } = { fields: { no: claims.no, name: claims.name, id: claims.id, occ: claims.occ, occCode: claims.occCode, level: claims.level, issuer: claims.issuer, date: claims.date } };
  const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
  beforeEach(() => Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true }));
  afterEach(() => original && Object.defineProperty(globalThis, 'crypto', original));

  test('a genuine certificate is never called forged: the browser cannot check here, and the register answers', async () => {
    const { TextDecoder, TextEncoder } = await import('node:util');
    Object.assign(globalThis, { TextDecoder, TextEncoder });
    const { runCheck } = await import('@/lib/credentials/check');
    const lookup = jest.fn(async () => ({ fields, status: 'valid' as const, revoked_at: null, revoked_reason: null, replaced_by: null, revocation: null }));
    const result = await runCheck(jws, { keys: [] }, null, lookup);
    expect(lookup).toHaveBeenCalledWith(claims.no);
    expect(result.verdict).toMatchObject({ outcome: 'unsupported', register: 'found', status: 'valid' });
    renderWithIntl(<CredentialVerdict result={result} />, { namespaces: ['CredentialCheck', 'CerQuery', 'Levels'] });
    const box = screen.getByTestId('credential-verdict');
    expect(within(box).getByRole('alert')).toHaveTextContent('此浏览器无法在这里核验证书签名');
    expect(box).not.toHaveTextContent('不是本平台签发');
    expect(box).toHaveTextContent('平台登记中有这本证书');
    expect(box).toHaveTextContent('未注销');
    expect(screen.getByTestId('credential-contents')).toHaveTextContent('王丽娟');
  });
});
