import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { env } from '@/lib/env';
import { readyDb, type Db } from '@/lib/server/db';
import { careerArea } from './areas/career';
import { facultyArea } from './areas/faculty';
import { contentArea } from './areas/content';
import { frontArea } from './areas/front';
import { learnerArea } from './areas/learner';
import { manageArea } from './areas/manage';
import { subsidyArea } from './areas/subsidy';
import { systemArea } from './areas/system';
import { trainingArea } from './areas/training';
import { logger, errorFields } from '@/lib/server/observability/log';
import { documentedQueries } from './http/cache-key';
import { isLiveSession } from './http/auth';
import { limitBodies } from './http/body-limit';
import { AppError, toAppError } from '@/lib/server/domain/errors';
import { errorBody, errorHeaders, errorStatus } from './http/errors';
import { noStore } from './http/no-store';
import { observe } from './http/observe';
import { createResponseCache, type ResponseCache } from './http/response-cache';
import { operationLog } from './http/operation-log';
import type { ApiEnv } from './http/router';
import { validationHook } from './http/validation';
import { authorizationRoutes } from './routes/authorizations';
import { bannerRoutes } from './routes/banners';
import { certificateQueryRoutes, certificateRoutes } from './routes/certificates';
import { clientErrorRoutes } from './routes/client-errors';
import { classRoutes } from './routes/classes';
import { dictionaryRoutes } from './routes/dictionaries';
import { examinerRoutes } from './routes/examiners';
import { fileRoutes } from './routes/files';
import { managerMenuRoutes } from './routes/manager-menus';
import { newsCategoryRoutes, newsRoutes } from './routes/news';
import { occupationRoutes } from './routes/occupations';
import { openApiRoutes } from './routes/openapi';
import { pageRoutes } from './routes/pages';
import { permissionRoutes } from './routes/permissions';
import { regionRoutes } from './routes/regions';
import { statsRoutes } from './routes/stats';
import { talentRoutes } from './routes/talents';
import { teacherRoutes } from './routes/teachers';
import { trainingRegistrationRoutes } from './routes/training-registrations';
import { userRoutes } from './routes/user';
import { checkPhoneRoutes, verificationCodeRoutes } from './routes/verification-codes';
import { processSlot } from '@/lib/server/process-state';

export type ApiAppOptions = {
  db: () => Promise<Db> | Db;
  /** Seconds an anonymous public read is answered from memory (http/response-cache.ts); off when 0 or absent. */
  cacheSeconds?: number;
  /** Receives the app's response cache, so the process can empty it when another instance writes. */
  onCache?: (cache: ResponseCache) => void;
};

export function createApiApp(options: ApiAppOptions): OpenAPIHono<ApiEnv> {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook }).basePath('/api/v1');

  app.use('*', observe());
  app.use('*', noStore());
  app.use('*', limitBodies());
  const cache = createResponseCache(options.cacheSeconds ?? 0, documentedQueries(app), (authorization) => isLiveSession(options.db, authorization));
  options.onCache?.(cache);
  app.use('*', cache.middleware);
  // The database is opened on first use, so unknown routes and the OpenAPI document work without it.
  app.use('*', async (c, next) => {
    let pending: Promise<Db> | undefined;
    c.set('db', () => {
      pending ??= Promise.resolve()
        .then(options.db)
        .catch((error: unknown) => {
          logError(c, error);
          throw new AppError('service_unavailable');
        });
      return pending;
    });
    try {
      await next();
    } catch (thrown) {
      // Hono hands only `instanceof Error` values to onError; anything else would escape as a crash.
      return respondWithError(c, thrown);
    }
  });
  app.use('*', operationLog());

  app
    .route('/classes', classRoutes)
    .route('/news', newsRoutes)
    .route('/news-categories', newsCategoryRoutes)
    .route('/occupations', occupationRoutes)
    .route('/regions', regionRoutes)
    .route('/teachers', teacherRoutes)
    .route('/examiners', examinerRoutes)
    .route('/talents', talentRoutes)
    .route('/banners', bannerRoutes)
    .route('/pages', pageRoutes)
    .route('/stats', statsRoutes)
    .route('/', authorizationRoutes)
    .route('/verification-codes', verificationCodeRoutes)
    .route('/ad', checkPhoneRoutes)
    .route('/user', userRoutes)
    .route('/user', managerMenuRoutes)
    .route('/permissions', permissionRoutes)
    .route('/files', fileRoutes)
    .route('/client-errors', clientErrorRoutes)
    .route('/certificate-queries', certificateQueryRoutes)
    .route('/certificates', certificateRoutes)
    .route('/training-registrations', trainingRegistrationRoutes)
    .route('/dictionaries', dictionaryRoutes)
    // Each area owns its file under ./areas and mounts its routers there.
    .route('/', frontArea)
    .route('/', learnerArea)
    .route('/', careerArea)
    .route('/', manageArea)
    .route('/', trainingArea)
    .route('/', systemArea)
    .route('/', facultyArea)
    .route('/', contentArea)
    .route('/', subsidyArea);
  app.route('/', openApiRoutes(app));

  app.notFound((c) => {
    const error = new AppError('not_found', `接口不存在：${c.req.method} ${c.req.path}`);
    return c.json(errorBody(error), errorStatus(error));
  });
  app.onError((thrown, c) => respondWithError(c, thrown));
  return app;
}

function respondWithError(c: Context, thrown: unknown): Response {
  const error = toAppError(thrown);
  if (error.code === 'internal' || (error.code === 'service_unavailable' && thrown !== error)) {
    logError(c, thrown);
  }
  return c.json(errorBody(error), errorStatus(error), errorHeaders(error));
}

function logError(c: Context, error: unknown) {
  logger().error({ reqId: c.get('requestId'), method: c.req.method, path: c.req.path, ...errorFields(error) }, 'api request failed');
}

// One app per process: Next bundles route handlers separately, so the instance lives in the process registry.
const store = processSlot<{ app?: OpenAPIHono<ApiEnv>; cache?: ResponseCache }>('apiApp', () => ({}));

export function apiApp(): OpenAPIHono<ApiEnv> {
  store.app ??= createApiApp({
    db: readyDb,
    cacheSeconds: env().API_CACHE_SECONDS,
    onCache: (cache) => {
      store.cache = cache;
    },
  });
  return store.app;
}

/** The process app's response cache, for servers that answer its hits before dispatching (http/kept-answer.ts). */
export function apiResponseCache(): ResponseCache {
  apiApp();
  return store.cache!;
}
