export { createHttpApi } from './http-api.ts';
