import { AppError } from '@/lib/server/domain/errors';
import { findCjkFont, FONT_MISSING_MESSAGE } from './font';

export type CertificatePdfInput = {
  certNo: string;
  holderName: string;
  idNumber: string;
  occupationCode: string;
  occupationName: string;
  levelName: string;
  issuer: string;
  issuedOn: string;
  status: 'valid' | 'revoked';
  verifyUrl: string;
  /** The check page with the signed payload (issue 22): what the QR code carries once signed. */
  checkUrl: string | null;
  kid: string | null;
};

const NAVY = '#1f3a6b';
const GOLD = '#b08d3c';
const INK = '#1e293b';

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * An A4 landscape certificate in Chinese with a QR code of the signed payload (else the verification
 * page). It prints the masked ID number and nothing computed from the whole one (issue 30).
 */
export async function renderCertificatePdf(c: CertificatePdfInput): Promise<Buffer> {
  const font = findCjkFont();
  if (!font) throw new AppError('service_unavailable', FONT_MISSING_MESSAGE);
  // pdfkit (with fontkit) and qrcode load with the first certificate drawn, not with the API.
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([import('pdfkit'), import('qrcode')]);
  const qr = await QRCode.toBuffer(c.checkUrl ?? c.verifyUrl, { errorCorrectionLevel: 'M', margin: 1, width: 480 });

  const doc = new PDFDocument({
    size: 'A4', layout: 'landscape', margin: 0,
    info: { Title: `职业技能等级证书 ${c.certNo}`, Author: c.issuer, Subject: `${c.holderName} ${c.occupationName}` },
  });
  const done = collect(doc);
  doc.registerFont('cjk', font.file, font.family);
  const { width, height } = doc.page;

  doc.rect(18, 18, width - 36, height - 36).lineWidth(6).stroke(NAVY);
  doc.rect(30, 30, width - 60, height - 60).lineWidth(1.2).stroke(GOLD);

  doc.font('cjk').fillColor(NAVY).fontSize(34).text('职业技能等级证书', 0, 70, { width, align: 'center', characterSpacing: 6 });
  doc.fontSize(11).fillColor('#64748b').text('VOCATIONAL SKILL LEVEL CERTIFICATE', 0, 118, { width, align: 'center', characterSpacing: 2 });

  const rows: Array<[string, string]> = [
    ['姓　　名', c.holderName],
    ['身份证号', c.idNumber],
    ['职业（工种）', `${c.occupationName}（${c.occupationCode}）`],
    ['技能等级', c.levelName],
    ['证书编号', c.certNo],
    ['评价机构', c.issuer],
    ['发证日期', c.issuedOn],
  ];
  let y = 170;
  for (const [label, value] of rows) {
    doc.fontSize(14).fillColor('#475569').text(label, 110, y, { width: 120 });
    doc.fontSize(16).fillColor(INK).text(value, 240, y - 2, { width: 360 });
    y += 40;
  }

  const qrSize = 160;
  const qrX = width - 110 - qrSize;
  doc.image(qr, qrX, 180, { width: qrSize });
  doc.fontSize(11).fillColor('#475569').text('扫码验证证书真伪', qrX, 180 + qrSize + 8, { width: qrSize, align: 'center' });

  if (c.status === 'revoked') {
    doc.save().rotate(-20, { origin: [width / 2, height / 2] });
    doc.fontSize(72).fillColor('#dc2626').opacity(0.35).text('已注销', 0, height / 2 - 40, { width, align: 'center' });
    doc.restore().opacity(1);
  }

  doc.fontSize(9).fillColor('#64748b').text(`本证书信息可在 ${new URL(c.verifyUrl).origin}/cerQuery 凭证书编号查询核验，并可在线核对持证人身份证号。`, 60, height - 62, { width: width - 120, align: 'center' });
  if (c.kid) doc.text(`二维码内含平台数字签名（Ed25519，密钥编号 ${c.kid}），可在线或离线核验。`, 60, height - 48, { width: width - 120, align: 'center' });
  doc.end();
  return done;
}
