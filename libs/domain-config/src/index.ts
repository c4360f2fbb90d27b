export { domainQuery } from './domain-query.ts';
export { domainHead } from './domain-head.ts';
