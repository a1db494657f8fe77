import fp from 'fastify-plugin';
import { defaultLocale, langSchema, type Lang } from '../../../contracts';
import { translator, type Translator } from '../i18n/translator';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    t: Translator;
  }
}

/** Reads `lang` from the query string of every call (docs/api.md#transport), defaulting to uk. */
export default fp(async (app) => {
  app.decorateRequest('lang', defaultLocale);
  app.decorateRequest('t', null as unknown as Translator);
  app.addHook('onRequest', async (request) => {
    const raw = (request.query as Record<string, unknown> | undefined)?.lang;
    const parsed = langSchema.safeParse(raw);
    request.lang = parsed.success ? parsed.data : defaultLocale;
    request.t = translator(request.lang);
  });
});
