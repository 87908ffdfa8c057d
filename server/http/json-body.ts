// JSON is the only body format /v2 accepts; an empty JSON body reads as "no body".
import type { FastifyInstance } from 'fastify';

export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    // The default parser answers through `done`; its type also allows a promise, never returned here.
    void parseJson(request, text, done);
  });
}
