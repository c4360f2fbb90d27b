import type { FareOption } from '@skybook/api-contract';

/**
 * The fare chosen per direction on /select. Its own file so that the results (which hold it) and
 * the continue bar (which holds it on the server) both import it without importing each other.
 */
export type Chosen = { outbound?: FareOption | undefined; inbound?: FareOption | undefined };
