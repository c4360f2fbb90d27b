export { domainQuery } from './domain-query.ts';
export { domainHead, pageHead } from './domain-head.ts';
