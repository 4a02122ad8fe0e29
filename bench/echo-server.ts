/**
 * The baseline of DESIGN §12: a bare node:http server that reads a multipart body and answers JSON.
 * With ANSWER_FROM (a URL and a form, see bench/catalogue.ts) it answers instead with exactly the bytes
 * that URL answered once at start — status, headers and body — so the catalogue can also be compared
 * with bare Node sending the same 4 KB answer and security headers (the cost of the bytes themselves).
 */
import http from 'node:http';

const source = process.env.ANSWER_FROM;
let same: { headers: [string, string][]; body: Buffer } | null = null;
if (source) {
  const form = new FormData();
  form.append('type', '1');
  const res = await fetch(source, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`${source} answered ${res.status}`);
  // Date, Connection and Keep-Alive are Node's own; content-length follows from the body.
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  same = {
    headers: [...res.headers].filter(([name]) => !own.has(name)),
    body: Buffer.from(await res.arrayBuffer()),
  };
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    if (same) {
      for (const [name, value] of same.headers) res.setHeader(name, value);
      res.end(same.body);
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ error: false, data: { length: Buffer.concat(chunks).length } }));
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log('ready'));
