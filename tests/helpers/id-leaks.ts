import { createHash, pbkdf2Sync } from 'node:crypto';
import { inflateSync } from 'node:zlib';

// Issue 30: what an outsider would try on anything the platform gives out, to confirm a guess of a
// holder's ID number. Every recipe that once leaked is recomputed with the real number: the unsalted
// SHA-256 of the certificate's content string (content_hash), SHA-256 of number + salt (Open Badges'
// identityHash) and PBKDF2-SHA256 with 10,000 rounds (the QR payload's idh), the last two with every
// salt-looking value found in the artefact. Signed payloads (compact JWS) are opened and searched too.

export const LEAKY_FIELDS = ['content_hash', 'idh', 'salt', 'identityHash'] as const;

const JWS = /[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}/g;
const TOKEN = /[A-Za-z0-9+/=_-]{8,}/g;

const encodings = (digest: Buffer) => [digest.toString('hex'), digest.toString('base64'), digest.toString('base64url')];
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

function fromBase64(token: string): Buffer | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(token)) return null;
  return Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

/** The artefact as text, with the header and payload of every compact JWS in it decoded beside it. */
export function expand(text: string, depth = 0): string {
  if (depth > 2) return text;
  const opened = [...text.matchAll(JWS)].flatMap(([jws]) =>
    jws.split('.').slice(0, 2).map((part) => expand(Buffer.from(part, 'base64url').toString('utf8'), depth + 1)),
  );
  return [text, ...opened].join('\n');
}

export type LeakContext = {
  idNumber: string;
  /** The certificate's old content strings, `cert_no|holder_name|id_number|occupation code|level|issuer|issued_on`. */
  contentStrings?: string[];
};

/** What in the artefact confirms the holder's ID number: an empty list when nothing does. */
export function idLeaks(artefact: unknown, { idNumber, contentStrings = [] }: LeakContext): string[] {
  const raw = typeof artefact === 'string' ? artefact : JSON.stringify(artefact);
  const text = expand(raw);
  const found: string[] = [];
  const ids = [idNumber, idNumber.toLowerCase()];
  if (ids.some((id) => text.includes(id))) found.push('the whole ID number');
  for (const field of LEAKY_FIELDS) if (new RegExp(`"${field}"\\s*:`).test(text)) found.push(`a field named ${field}`);

  const tokens = new Set([...text.matchAll(TOKEN)].map(([t]) => t));
  const known = new Map<string, string>();
  for (const content of contentStrings) for (const e of encodings(sha256(content))) known.set(e, 'sha256 of the content string');
  for (const id of ids) for (const e of encodings(sha256(id))) known.set(e, 'sha256 of the ID number');
  for (const salt of tokens) {
    if (salt.length > 64) continue;
    for (const id of ids) {
      for (const e of encodings(sha256(`${id}${salt}`))) known.set(e, `sha256 of the ID number + ${salt}`);
      for (const e of encodings(sha256(`${salt}${id}`))) known.set(e, `sha256 of ${salt} + the ID number`);
    }
    const bytes = fromBase64(salt);
    if (bytes && bytes.length >= 8) {
      const derived = pbkdf2Sync(idNumber, bytes, 10_000, 16, 'sha256');
      for (const e of encodings(derived)) known.set(e, `PBKDF2 of the ID number with salt ${salt}`);
    }
  }
  for (const token of tokens) {
    const stripped = token.replace(/^sha256\$/, '');
    for (const candidate of [token, stripped, token.replace(/=+$/, '')]) {
      const recipe = known.get(candidate);
      if (recipe) found.push(`${recipe}: ${candidate}`);
    }
  }
  for (const [digest, recipe] of known) if (digest.length >= 40 && /^[0-9a-f]+$/.test(digest) && text.includes(digest)) found.push(`${recipe}: ${digest}`);
  return [...new Set(found)];
}

/** The pixels (RGB, deflated streams inflated) of every image of this width in a PDF made by pdfkit. */
export function pdfImages(pdf: Buffer, width: number): Buffer[] {
  const text = pdf.toString('latin1');
  const images: Buffer[] = [];
  const header = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = header.exec(text); m; m = header.exec(text)) {
    const dict = m[1];
    if (!/\/Subtype\s*\/Image/.test(dict) || !new RegExp(`/Width\\s+${width}\\b`).test(dict) || !/\/DeviceRGB/.test(dict)) continue;
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    const body = pdf.subarray(start, end);
    try {
      images.push(inflateSync(body));
    } catch {
      // a stream with another filter: not one of ours
    }
  }
  return images;
}

/** The RGB pixels of an 8-bit, non-interlaced RGBA or RGB PNG (what the qrcode package writes). */
export function pngRgb(png: Buffer): { width: number; height: number; rgb: Buffer } {
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const data: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit, non-interlaced PNGs');
      channels = body[9] === 6 ? 4 : body[9] === 2 ? 3 : 0;
      if (!channels) throw new Error('only RGB or RGBA PNGs');
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? pixels[y * stride + x - channels] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const corner = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      const p = left + up - corner;
      const paeth = Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - corner) ? left : Math.abs(p - up) <= Math.abs(p - corner) ? up : corner;
      const predictor = [0, left, up, (left + up) >> 1, paeth][filter];
      pixels[y * stride + x] = (line[x] + predictor) & 0xff;
    }
  }
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.copy(rgb, i * 3, i * channels, i * channels + 3);
  return { width, height, rgb };
}
