// Answers given before any route runs — a URL that cannot be decoded, a path parameter over
// maxParamLength, a request Node's HTTP parser rejects, a request arriving during shutdown — in
// the same `{code, msg, data, error, reqId}` envelope as every other failure, never Fastify's own
// `{statusCode, message}` bodies.
import { randomUUID } from 'node:crypto';
import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '../../src/contracts/envelope.ts';
import { pickLocale } from '../../shared/locales.ts';
import type { ErrorKey } from '../errors.ts';
import type { Translate } from '../i18n/messages.ts';
import { sendError } from './error-envelope.ts';

/** Fastify's `frameworkErrors`: routing failures that have a request (bad URL, over-long path parameter). */
export function frameworkErrorHandler(t: Translate) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    // These requests skip the onRequest hooks, so the id header is set here.
    reply.header('x-request-id', request.id);
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      sendError(request, reply, t, 414, 'URI_TOO_LONG');
    } else if (error.code === 'FST_ERR_BAD_URL') {
      sendError(request, reply, t, 400, 'BAD_URL');
    } else {
      request.log.error({ err: error }, 'framework error');
      sendError(request, reply, t, 500, 'INTERNAL');
    }
  };
}

function clientErrorAnswer(error: ConnectionError, raw: string): [number, ErrorKey] {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // The request line alone fills the header limit: the URL is what is too long.
    const lineEnd = raw.indexOf('\r\n');
    const requestLine = lineEnd === -1 ? raw : raw.slice(0, lineEnd);
    return /^[A-Z]+ /.test(requestLine) && requestLine.length >= maxHeaderSize
      ? [414, 'URI_TOO_LONG']
      : [431, 'HEADERS_TOO_LARGE'];
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'REQUEST_TIMEOUT'];
  // Everything else the parser refuses: invalid header tokens, Transfer-Encoding with Content-Length, …
  return [400, 'BAD_REQUEST'];
}

/**
 * Fastify's `clientErrorHandler`: the parser failed, so there is no request object, only the
 * socket. Writes one raw HTTP answer with the envelope (in the Accept-Language of the bytes
 * received when it can be read there, the default language otherwise) and closes the connection.
 */
export function clientErrorHandler(t: Translate) {
  return function onClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // Typed loosely by Fastify; Node gives the Buffer of bytes read when the parser failed.
    const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
    const [status, errorKey] = clientErrorAnswer(error, raw);
    const locale = pickLocale(/^accept-language:[ \t]*([^\r\n]*)/im.exec(raw)?.[1]);
    const reqId = randomUUID();
    this.log.info({ reqId, parserError: error.code, status }, 'unreadable request refused');
    const envelope: ErrorEnvelope = { code: status, msg: t(locale, 'errors', errorKey), data: null, error: errorKey, reqId };
    const body = JSON.stringify(envelope);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          `X-Request-Id: ${reqId}\r\n` +
          'Connection: close\r\n\r\n' +
          body,
      );
    }
    // What Node does by default after its own answer: the parser cannot resync on this connection.
    socket.destroy(error);
  };
}

/**
 * Requests that still arrive on open keep-alive connections once `app.close()` began get 503 in
 * the envelope (Fastify's built-in 503 is turned off with `return503OnClosing: false`).
 */
export function refuseRequestsWhileClosing(app: FastifyInstance, t: Translate): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (closing) return sendError(request, reply, t, 503, 'SERVICE_UNAVAILABLE');
  });
}
