import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

function capture(env: Record<string, string | undefined> = {}) {
  const lines: string[] = [];
  const logger = createLogger(env, (line) => lines.push(line));
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, parsed };
}

describe('logger', () => {
  it('writes one JSON object per line with level, message, timestamp, service and the attributes', () => {
    const { logger, lines, parsed } = capture();
    logger.info('Invitation sent', { customerId: 'c1' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\{.*\}\n$/);
    expect(parsed()[0]).toEqual({
      level: 'INFO',
      message: 'Invitation sent',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      service: 'tenderbox',
      customerId: 'c1',
    });
  });

  it('takes its level from LOG_LEVEL, INFO otherwise', () => {
    const warn = capture({ LOG_LEVEL: 'WARN' });
    warn.logger.info('dropped');
    warn.logger.warn('kept');
    expect(warn.parsed().map((l) => l.message)).toEqual(['kept']);

    const debug = capture({ LOG_LEVEL: 'debug' });
    debug.logger.debug('kept');
    expect(debug.parsed().map((l) => l.level)).toEqual(['DEBUG']);

    const byDefault = capture();
    byDefault.logger.debug('dropped');
    byDefault.logger.info('kept');
    expect(byDefault.parsed().map((l) => l.message)).toEqual(['kept']);
  });

  it("lets Lambda's own log level win when it is stricter", () => {
    const { logger, parsed } = capture({ LOG_LEVEL: 'DEBUG', AWS_LAMBDA_LOG_LEVEL: 'ERROR' });
    logger.warn('dropped');
    logger.error('kept');
    expect(parsed().map((l) => l.message)).toEqual(['kept']);
  });

  it('adds appended keys (the correlation id) to every line until they are removed', () => {
    const { logger, parsed } = capture();
    logger.appendKeys({ correlationId: 'req-1', path: '/api/v1/x' });
    logger.info('one');
    logger.removeKeys(['correlationId', 'path']);
    logger.info('two');
    const [one, two] = parsed();
    expect(one).toMatchObject({ correlationId: 'req-1', path: '/api/v1/x' });
    expect(two).not.toHaveProperty('correlationId');
    expect(two).not.toHaveProperty('path');
  });

  it('names the X-Ray trace of the invocation when Lambda sets one', () => {
    const env: Record<string, string | undefined> = {};
    const { logger, parsed } = capture(env);
    env._X_AMZN_TRACE_ID = 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1';
    logger.info('traced');
    expect(parsed()[0]?.xray_trace_id).toBe('1-5759e988-bd862e3fe1be46a994272793');
  });

  it('logs an error with its name, message, stack, location, cause and own fields', () => {
    const { logger, parsed } = capture();
    const cause = new TypeError('socket closed');
    const error = Object.assign(new Error('kaboom', { cause }), { code: 'ECONNRESET' });
    logger.error('Request failed', { error });
    const logged = parsed()[0]?.error as Record<string, unknown>;
    expect(logged).toMatchObject({ name: 'Error', message: 'kaboom', code: 'ECONNRESET' });
    expect(logged.stack).toContain('kaboom');
    expect(logged.location).toMatch(/^\S+:\d+$/); // the first named frame, file:line
    expect(logged.cause).toMatchObject({ name: 'TypeError', message: 'socket closed' });
  });

  it('survives a circular attribute and a bigint', () => {
    const { logger, parsed } = capture();
    const node: Record<string, unknown> = { id: 'n1' };
    node.self = node;
    logger.info('odd values', { node, size: 12n });
    expect(parsed()[0]).toMatchObject({ node: { id: 'n1' }, size: '12' });
  });
});
