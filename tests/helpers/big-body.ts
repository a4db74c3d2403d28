import fs from 'node:fs';
import net from 'node:net';

// Large request bodies sent over a real socket, and the memory of the process that received them.

export const MB = 1024 * 1024;

export type BigBody = {
  bytes: number;
  /** Sent with a Content-Length header, else chunked (a length the server learns only by counting). */
  declareLength: boolean;
  contentType: string;
  headers?: Record<string, string>;
};

/**
 * Streams `bytes` of filler in 64 KB chunks over a raw socket, heeding backpressure, and stops once
 * an answer begins. A server may close its side right after answering 413, so a failed write ends
 * the sending, not the exchange: the answer already on the way is still read.
 */
export function sendBigBody(url: string, body: BigBody): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(target.port), target.hostname);
    const lines = [`POST ${target.pathname}${target.search} HTTP/1.1`, `Host: ${target.host}`, `Content-Type: ${body.contentType}`];
    for (const [name, value] of Object.entries(body.headers ?? {})) lines.push(`${name}: ${value}`);
    if (!body.headers?.['content-length']) lines.push(body.declareLength ? `Content-Length: ${body.bytes}` : 'Transfer-Encoding: chunked');
    let received = Buffer.alloc(0);
    let answered = false;
    const finish = () => {
      const text = received.toString('utf8');
      const head = text.indexOf('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      if (!status || head < 0) return void reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 200))}`));
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text.slice(0, head))?.[1] ?? -1);
      resolve({ status, body: received.subarray(received.indexOf('\r\n\r\n') + 4, length >= 0 ? received.indexOf('\r\n\r\n') + 4 + length : undefined).toString('utf8') });
    };
    socket.on('data', (chunk: Buffer) => {
      answered = true;
      received = Buffer.concat([received, chunk]);
      const head = received.indexOf('\r\n\r\n');
      const length = head < 0 ? -1 : Number(/\r\ncontent-length: *(\d+)/i.exec(received.subarray(0, head).toString())?.[1] ?? -1);
      if (length >= 0 && received.length >= head + 4 + length) socket.destroy();
    });
    socket.on('error', () => undefined);
    socket.on('close', finish);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    chunk.write('{"message":"');
    const chunked = !body.declareLength && !body.headers?.['content-length'];
    let sent = 0;
    const pump = () => {
      while (!answered && !socket.destroyed && sent < body.bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, body.bytes - sent));
        sent += part.length;
        const ok = socket.write(chunked ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]) : part);
        if (!ok) return void socket.once('drain', pump);
      }
      if (!answered && !socket.destroyed && chunked) socket.write('0\r\n\r\n');
    };
    pump();
  });
}

/** Forgets the process's peak resident memory so far (Linux: "5" in clear_refs). */
export function resetPeakRss(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** The process's peak resident memory in MB since the last reset. */
export function peakRssMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmHWM:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
}

export function rssMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
}
