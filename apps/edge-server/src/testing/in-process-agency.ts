import type { ApiClient } from '@skybook/api-contract';
import type { InProcessApi } from './in-process-api.ts';

/** The seed's agency users (tools/seed/agency.ts): two agencies in EUR, one in MXN. */
type DemoAgencyUser =
  | 'admin@andes.example'
  | 'agent@andes.example'
  | 'admin@lusitania.example'
  | 'agent@lusitania.example'
  | 'admin@azteca.example'
  | 'agent@azteca.example';

/**
 * A new visitor signed in as a seeded agency user through the real `login` handler, so the
 * endpoints it calls next (`getSession`, `payOnAccount`, searches in the agency's currency) see
 * that user and its agency as the server would after sign-in.
 */
export async function signedInAgent(
  server: InProcessApi,
  username: DemoAgencyUser = 'agent@andes.example',
): Promise<ApiClient> {
  // Lazy like every tools import from the server, so the production bundle never links it.
  const { DEMO_AGENCY_PASSWORD } = await import('@skybook/tools/seed');
  const api = server.visitor();
  await api.login({ username, password: DEMO_AGENCY_PASSWORD });
  return api;
}
