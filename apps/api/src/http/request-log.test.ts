import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { REDACTED_LOG_PATHS } from './request-log';

describe('the server logger', () => {
  it('lets no credential through: the request serializer drops headers, redaction censors credential fields', () => {
    let written = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const { log } = Fastify({ logger: { redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' }, stream: sink } });
    log.info({
      req: { method: 'POST', url: '/api/login', headers: { cookie: 'token=t1; checker_session=s1', authorization: 'Bearer b1' } },
      res: { statusCode: 200, headers: { 'set-cookie': ['token=t2'] } },
      body: { account_name: 'rina', account_password: 'p1' },
      account: { password: 'p2', token: 't3' },
      password: 'p3',
      token: 't4',
    });
    expect(written).not.toMatch(/t1|s1|b1|t2|p1|p2|p3|t3|t4/);
    expect(JSON.parse(written)).toMatchObject({
      req: { method: 'POST', url: '/api/login' },
      body: { account_name: 'rina', account_password: '[redacted]' },
      account: { password: '[redacted]', token: '[redacted]' },
      password: '[redacted]',
    });
  });
});
