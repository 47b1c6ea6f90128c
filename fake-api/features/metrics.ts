/**
 * GET /api/metrics: the Prometheus text format, for a scraper holding METRICS_TOKEN (sent as
 * `Authorization: Bearer <token>`, not a session's). Public in the table, since no session is
 * needed; the token is checked here. With METRICS_TOKEN unset it answers 40400, as a route that
 * is not there; it stays in the table and the description, which are the same whatever the settings.
 */
import express from 'express';
import { ApiFailure, CODES, fail } from '../envelope';
import type { RouteRule } from '../authorization';
import type { Feature } from '../feature';
import { handle } from '../handle';
import { METRICS_PATH } from '../metrics';

export const routes: readonly RouteRule[] = [
  {
    method: 'GET',
    path: METRICS_PATH,
    roles: 'public',
    doc: {
      tag: 'Operations',
      summary:
        'Prometheus metrics (requests, database pool, transactions, jobs, SMS, the process) for `Authorization: Bearer <METRICS_TOKEN>`; 40400 when METRICS_TOKEN is unset',
      binary: ['text/plain; version=0.0.4'],
      fails: [401, 404],
    },
  },
];

const metricsFeature: Feature = ({ metrics }) => {
  const router = express.Router({ caseSensitive: true, strict: true });
  router.get(
    METRICS_PATH,
    handle(async (req, res) => {
      if (!metrics) return fail(res, new ApiFailure(CODES.notFound, 'no such route: metrics are off'));
      if (!metrics.admits(req)) {
        res.set('WWW-Authenticate', 'Bearer');
        return fail(res, new ApiFailure(CODES.notLoggedIn, 'the metrics token is missing or wrong'));
      }
      res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    }),
  );
  return router;
};
export default metricsFeature;
