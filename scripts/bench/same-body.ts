import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { answeredBy, type Answered } from './answered';

// Like against like (issue 23): each scenario's baseline answers the very bytes the scenario's real
// answer carries. The bench captures that answer once, raw (node:http, the load's own request
// headers, no Accept-Encoding unless the load sends one, so the compression setting is the load's),
// and hands the body to bare servers that answer it from memory.

export type Captured = { status: number; contentType: string; contentEncoding?: string; body: Buffer; headerBytes: number; answered: Answered };

/** One GET as the load sends it; the body exactly as it came over the wire. */
export function capture(url: string, headers: Record<string, string> = {}): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = response.rawHeaders;
        let headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < raw.length; i += 2) headerBytes += raw[i].length + 2 + Buffer.byteLength(raw[i + 1]) + 2;
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? 'application/octet-stream'),
          contentEncoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
          headerBytes,
          answered: answeredBy(response.headers),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`${url}: no answer in 30 s`)));
  });
}

/** A name the baseline servers and the floor route handler accept (lib: [\w-]+). */
export const bodyName = (id: string) => id.replace(/[^\w-]+/g, '_').slice(0, 120);

/** Writes a captured body where the bare servers (baseline-server.ts) and the route-handler floor read it. */
export function keepBody(dir: string, name: string, captured: Pick<Captured, 'body' | 'contentType' | 'contentEncoding'>): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.body`), captured.body);
  fs.writeFileSync(path.join(dir, `${name}.type`), captured.contentType);
  if (captured.contentEncoding) fs.writeFileSync(path.join(dir, `${name}.encoding`), captured.contentEncoding);
}

export type KeptBody = { body: Buffer; type: string; encoding?: string };

/** Reads a body kept by keepBody (the bare servers, once per name). */
export function readBody(dir: string, name: string): KeptBody | undefined {
  if (!/^[\w-]+$/.test(name)) return undefined;
  const file = path.join(dir, `${name}.body`);
  if (!fs.existsSync(file)) return undefined;
  const optional = (ext: string) => (fs.existsSync(path.join(dir, `${name}.${ext}`)) ? fs.readFileSync(path.join(dir, `${name}.${ext}`), 'utf8').trim() : undefined);
  return { body: fs.readFileSync(file), type: optional('type') ?? 'application/octet-stream', encoding: optional('encoding') };
}
