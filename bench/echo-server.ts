/** The baseline of DESIGN §12: a bare node:http server that reads a multipart body and answers JSON. */
import http from 'node:http';

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ error: false, data: { length: Buffer.concat(chunks).length } }));
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log('ready'));
