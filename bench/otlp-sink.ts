// A stand-in OTLP collector for the benchmarks: an HTTP server on 127.0.0.1 that takes every
// export (POST /v1/traces), counts its requests and bytes, and drops it. The exporter does all
// it would do against a real collector (batch, encode protobuf, send); nothing is stored.
import { createServer } from 'node:http';

export interface OtlpSink {
  endpoint: string;
  exports: number;
  bytes: number;
  close(): Promise<void>;
}

export async function startOtlpSink(): Promise<OtlpSink> {
  const sink = { exports: 0, bytes: 0 };
  const server = createServer((request, response) => {
    request.on('data', (chunk: Buffer) => {
      sink.bytes += chunk.length;
    });
    request.on('end', () => {
      sink.exports += 1;
      response.writeHead(200, { 'content-type': 'application/x-protobuf' });
      response.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    get exports() {
      return sink.exports;
    },
    get bytes() {
      return sink.bytes;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
