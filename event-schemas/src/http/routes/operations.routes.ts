/**
 * Operations serves no POST route: `GET /api/health`, `GET /api/ready` and `GET /metrics` (also
 * `/api/metrics`) are probes and scrapes with no body, outside the route map (which is `POST
 * /api/{path}` with a body), as are the docs' `GET /api/docs` and `/api/openapi.json`.
 */
export {};
