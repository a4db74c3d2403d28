import fs from 'node:fs';
import path from 'node:path';
import { benchFloorsOn } from '@/lib/server/bench-floors';

// The bench's route-handler floor for the /api/v1 proxy: a trivial Next route handler answering a
// body the bench captured from the real answer (BENCH_FLOOR_DIR/<name>.body, its content type in
// <name>.type), kept in memory after the first read. Only with BENCH_FLOORS=1.
export const dynamic = 'force-dynamic';

const kept = new Map<string, { body: Buffer; type: string }>();

function read(name: string): { body: Buffer; type: string } | undefined {
  const dir = process.env.BENCH_FLOOR_DIR;
  if (!dir || !/^[\w-]+$/.test(name)) return undefined;
  const file = path.join(dir, `${name}.body`);
  if (!fs.existsSync(file)) return undefined;
  const typeFile = path.join(dir, `${name}.type`);
  const type = fs.existsSync(typeFile) ? fs.readFileSync(typeFile, 'utf8').trim() : 'application/json';
  return { body: fs.readFileSync(file), type };
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  if (!benchFloorsOn()) return new Response(null, { status: 404 });
  const { name } = await params;
  let answer = kept.get(name);
  if (!answer) {
    answer = read(name);
    if (!answer) return new Response(null, { status: 404 });
    kept.set(name, answer);
  }
  return new Response(new Uint8Array(answer.body), { headers: { 'content-type': answer.type } });
}
