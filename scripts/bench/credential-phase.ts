import QRCode from 'qrcode';
import { CLAIMS_VERSION, checkUrl, type CertificateClaims } from '@/lib/credentials/claims';
import { verifyCertificateJws, verifyStatusList } from '@/lib/credentials/verify';
import { newSigningKey, publishedKeys, signerFrom } from '@/lib/server/credentials/keys';
import { encodeStatusList } from '@/lib/server/credentials/documents';
import { signCertificateClaims, signVcJwt } from '@/lib/server/credentials/sign';
import type { Report } from './report';

// Signed certificates (issue 22): what a signature costs per certificate, in process on this machine
// (no database): the Ed25519 signature of the claims (which carry no ID-derived value since issue
// 30), then the check a verifier runs; and how big the QR code's payload is.

const SITE = 'https://px.example.gov.cn';
const SECTION = 'Signed certificates (per certificate, in process)';

async function timed(count: number, work: (i: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i++) await work(i);
  return (performance.now() - started) / count;
}

const ms = (value: number) => `${value.toFixed(3)} ms`;

export async function measureCredentials(report: Pick<Report, 'figures'>, count = 300): Promise<void> {
  const set = { keys: [await newSigningKey()] };
  const signer = await signerFrom(set);
  const keys = publishedKeys(set);
  const claimsOf = async (i: number): Promise<CertificateClaims> => ({
    v: CLAIMS_VERSION, no: `S0000410001226400${String(i).padStart(5, '0')}`, name: '欧阳晓明', id: '4101**********123X',
    occ: '电子商务师', occCode: '4-01-02-02', level: 3, issuer: '郑州市德育职业技能培训学校', date: '2026-06-30', idx: 100_000 + i, iat: 1_782_777_600 + i,
  });
  await timed(20, async (i) => signCertificateClaims(await claimsOf(i), signer));

  const signed: string[] = [];
  const claims: CertificateClaims[] = [];
  const signing = await timed(count, async (i) => {
    const c = await claimsOf(i);
    claims.push(c);
    signed.push((await signCertificateClaims(c, signer)).jws);
  });
  const signatureOnly = await timed(count, (i) => signCertificateClaims(claims[i], signer));
  const verifying = await timed(count, (i) => verifyCertificateJws(signed[i], keys));

  const url = checkUrl(SITE, signed[0]);
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const revoked = Array.from({ length: 2_000 }, (_, i) => (i * 2_654_435_761) % 131_072);
  const list = await signVcJwt({ type: ['VerifiableCredential', 'BitstringStatusListCredential'], credentialSubject: { encodedList: encodeStatusList(revoked), statusPurpose: 'revocation' } }, { iss: 'did:web:px.example.gov.cn' }, signer);
  const listCheck = await timed(20, () => verifyStatusList(list, keys));

  report.figures.push(
    { section: SECTION, name: 'sign: claims + Ed25519 signature', value: ms(signing), note: `${count} certificates` },
    { section: SECTION, name: 'sign: Ed25519 signature of ready claims (JCS + compact JWS)', value: ms(signatureOnly) },
    { section: SECTION, name: 'verify: signature against the published keys (jose, WebCrypto)', value: ms(verifying) },
    { section: SECTION, name: 'verify: signed status list (131,072 entries, 2,000 revoked)', value: ms(listCheck), note: `${list.length} bytes as vc+jwt` },
    { section: SECTION, name: 'QR payload', value: `${signed[0].length} characters of JWS; ${url.length} with the check URL`, note: `QR version ${qr.version} (${qr.modules.size}×${qr.modules.size} modules) at error correction M` },
  );
}
