// Loaded on the first API call, not with the page (decision 096): the endpoint table holds every
// request and response schema, and the passengers schema brings the phone-number metadata.
export { endpoints } from '@skybook/api-contract';
