export { defineEndpoint, type Endpoint, type RequestOf, type ResponseOf } from './endpoint.ts';
export { ApiError, ApiErrorBody, fieldErrors } from './errors.ts';
export { Domain, GetDomainRequest } from './domain.ts';
export { HealthResponse } from './health.ts';
export { endpoints, type ApiClient, type EndpointName, type Endpoints } from './endpoints.ts';
export { toOpenApi } from './openapi.ts';
