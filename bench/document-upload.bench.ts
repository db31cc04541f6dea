/**
 * Document upload benchmark: a Loomflow server (from source, through tsx) on SQLite in its own process takes a
 * BENCH_UPLOAD_MB (default 100) MB text file through a document store: upload (streamed to the file storage),
 * process (Text File loader + recursive splitter, chunks stored), upsert (embeddings from a local
 * OpenAI-compatible endpoint, embedded vector store). The server's resident memory (VmRSS) is sampled every
 * 50 ms; the peak of each phase is printed. Target: the server stays under 1 GB.
 * Run: npm run document-upload -w @loomflow/bench. Prints figures; asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, openAsBlob, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiKey, HttpSession, newAccount, registerAndLogin } from '@loomflow/testkit/server';
import { freePort } from './support/free-port.ts';

const CLI = fileURLToPath(new URL('../packages/server/src/cli.ts', import.meta.url));
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 100);
const CHUNK_SIZE = Number(process.env.BENCH_CHUNK_SIZE ?? 2000);
const DIMENSIONS = Number(process.env.BENCH_DIMENSIONS ?? 64);

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'start'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      HTTP_ALLOW_LIST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${String(port)}/api/v1/ping`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A cheap OpenAI-compatible embeddings endpoint: a vector from the text's hash, so the server's work is measured. */
function startEmbeddings(): Promise<{ url: string; texts: () => number; close: () => void }> {
  let count = 0;
  const server = createHttpServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const body: unknown = JSON.parse(Buffer.concat(parts).toString('utf8'));
      const input =
        typeof body === 'object' && body !== null && 'input' in body && Array.isArray(body.input)
          ? body.input.map(String)
          : [];
      count += input.length;
      const base64 =
        typeof body === 'object' &&
        body !== null &&
        'encoding_format' in body &&
        body.encoding_format === 'base64';
      const data = input.map((text, index) => {
        const digest = createHash('sha256').update(text).digest();
        const vector = Float32Array.from(
          { length: DIMENSIONS },
          (_, i) => ((digest[i % 32] ?? 0) - 127.5) / 128,
        );
        const embedding = base64 ? Buffer.from(vector.buffer).toString('base64') : Array.from(vector);
        return { object: 'embedding', index, embedding };
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          object: 'list',
          data,
          model: 'bench',
          usage: { prompt_tokens: 0, total_tokens: 0 },
        }),
      );
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${String(port)}/v1`,
        texts: () => count,
        close: () => server.close(),
      });
    });
  });
}

const WORDS =
  'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu'.split(
    ' ',
  );

/** About `megabytes` MB of text in paragraphs of varied words. */
async function writeText(file: string, megabytes: number): Promise<void> {
  const out = createWriteStream(file);
  let written = 0;
  let seed = 1;
  const target = megabytes * 1024 * 1024;
  while (written < target) {
    const words: string[] = [];
    for (let index = 0; index < 120; index += 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      words.push(`${WORDS[seed % WORDS.length] ?? 'x'}${String(seed % 997)}`);
    }
    const paragraph = `${words.join(' ')}.\n\n`;
    written += paragraph.length;
    if (!out.write(paragraph))
      await new Promise<void>((resolve) => {
        out.once('drain', () => {
          resolve();
        });
      });
  }
  await new Promise<void>((resolve) => {
    out.end(() => {
      resolve();
    });
  });
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${String(pid)}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

/** Samples the server's RSS while `work` runs; answers the peak (MB) and the time (s). */
async function measured<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; peak: number; seconds: number }> {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    return { result, peak: Math.max(peak, rssMb(pid)), seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(timer);
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loomflow-bench-docs-'));
  const textFile = path.join(dataDir, 'upload.txt');
  await writeText(textFile, UPLOAD_MB);
  const embeddings = await startEmbeddings();
  const port = await freePort();
  const child = await startServer(path.join(dataDir, 'server'), port);
  const pid = child.pid ?? 0;
  const base = `http://127.0.0.1:${String(port)}`;
  try {
    const owner = new HttpSession(base);
    await registerAndLogin(owner, newAccount('bench'));
    const key = await createApiKey(owner, 'bench');
    const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'bench',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-bench' },
    });
    const store = await owner.post<{ id: string }>('/api/v1/document-store/store', { name: 'Bench' });
    const storeId = store.body.id;
    console.log(`server idle RSS ${rssMb(pid).toFixed(0)} MB; upload ${String(UPLOAD_MB)} MB of text`);

    const upload = await measured(pid, async () => {
      const form = new FormData();
      form.append('files', await openAsBlob(textFile, { type: 'text/plain' }), 'upload.txt');
      const response = await fetch(`${base}/api/v1/document-store/files/${storeId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key.apiKeySecret}` },
        body: form,
      });
      const body = (await response.json()) as { files: { ref: string }[] };
      if (!response.ok) throw new Error(`upload failed: ${JSON.stringify(body)}`);
      return body.files[0]?.ref ?? '';
    });
    console.log(
      `upload (streamed to storage)  ${upload.seconds.toFixed(1)} s   peak RSS ${upload.peak.toFixed(0)} MB`,
    );

    const loader = {
      storeId,
      loaderId: 'textFile',
      loaderConfig: { txtFile: upload.result },
      splitterId: 'recursiveCharacterTextSplitter',
      splitterConfig: { chunkSize: CHUNK_SIZE, chunkOverlap: 0 },
    };
    const processed = await measured(pid, async () => {
      const saved = await owner.post<{ id: string }>('/api/v1/document-store/loader/save', loader);
      const result = await owner.post<{ totalChunks: number }>(
        `/api/v1/document-store/loader/process/${saved.body.id}`,
        loader,
      );
      if (result.status !== 200) throw new Error(`process failed: ${JSON.stringify(result.body)}`);
      return result.body.totalChunks;
    });
    console.log(
      `process (load + split + store) ${processed.seconds.toFixed(1)} s   peak RSS ${processed.peak.toFixed(0)} MB   ${String(processed.result)} chunks of ≤ ${String(CHUNK_SIZE)} chars`,
    );

    await owner.post('/api/v1/document-store/vectorstore/save', {
      storeId,
      embeddingName: 'openAIEmbeddings',
      embeddingConfig: { credential: credential.body.id, modelName: 'bench', basepath: embeddings.url },
      vectorStoreName: 'embeddedVectorStore',
      vectorStoreConfig: {},
    });
    const upserted = await measured(pid, async () => {
      const job = await owner.post<{ id: string }>('/api/v1/document-store/vectorstore/insert', { storeId });
      let lastReport = Date.now();
      for (;;) {
        const jobs = await owner.get<{
          history: { id: string; status: string; embedded: number; error: string | null }[];
        }>(`/api/v1/document-store/upsert-jobs/${storeId}`);
        const current = jobs.body.history.find((candidate) => candidate.id === job.body.id);
        if (current && current.status !== 'RUNNING') return current;
        if (Date.now() - lastReport > 5000) {
          lastReport = Date.now();
          console.log(
            `  … ${String(current?.embedded ?? 0)} embedded, server RSS ${rssMb(pid).toFixed(0)} MB`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });
    console.log(
      `upsert (embed + vectors)      ${upserted.seconds.toFixed(1)} s   peak RSS ${upserted.peak.toFixed(0)} MB   ${upserted.result.status} ${String(upserted.result.embedded)} embedded (${String(embeddings.texts())} texts sent, ${String(DIMENSIONS)} dimensions)${upserted.result.error ? `: ${upserted.result.error}` : ''}`,
    );
    const peak = Math.max(upload.peak, processed.peak, upserted.peak);
    console.log(`server peak RSS ${peak.toFixed(0)} MB (target < 1024 MB)`);
  } finally {
    child.kill('SIGTERM');
    embeddings.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
