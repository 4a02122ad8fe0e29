import http from 'node:http';

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export interface Payload {
  body: Buffer;
  contentType: string;
}

/** Closed-loop load: `concurrency` keep-alive clients sending the same request for `seconds`; GET without a payload. */
export async function load(
  url: string,
  payload: Payload | null,
  concurrency: number,
  seconds: number,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const target = new URL(url);
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: payload ? 'POST' : 'GET',
          headers: payload
            ? { 'content-type': payload.contentType, 'content-length': payload.body.length }
            : {},
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      req.on('error', reject);
      req.end(payload?.body);
    });
  const worker = async () => {
    while (Date.now() < end) await once();
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

export async function multipart(fields: Record<string, string>): Promise<Payload> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}
