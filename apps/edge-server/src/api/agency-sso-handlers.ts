import { deleteSsoSettings, getSsoSettings, saveSsoSettings } from '@skybook/agency';
import { DomainError, SSO_CALLBACK_PATH } from '@skybook/api-contract';
import type { HandlerDeps, Handlers, RequestContext } from './handler-types.ts';
import { requireAdmin } from './agency-handlers.ts';

/**
 * Issue 18: the agency's administrator connects it to an OpenID Connect provider. Answers never
 * carry the client secret (decision 092); the redirect URI to register there comes from this
 * site's configured origin.
 */
export function agencySsoHandlers(
  deps: HandlerDeps,
): Pick<Handlers, 'getAgencySso' | 'saveAgencySso' | 'deleteAgencySso'> {
  const { sso } = deps;
  const answer = async (agencyId: number, ctx: RequestContext) => ({
    settings: await getSsoSettings(sso.db, agencyId),
    callbackUrl: `${await ctx.publicOrigin()}${SSO_CALLBACK_PATH}`,
  });
  return {
    async getAgencySso(_input, ctx) {
      return answer(requireAdmin(ctx).agencyId, ctx);
    },

    async saveAgencySso(input, ctx) {
      const actor = requireAdmin(ctx);
      const outcome = await saveSsoSettings(sso, actor.agencyId, input);
      if (outcome === 'secretRequired')
        throw new DomainError(400, 'errors.validation', { clientSecret: 'errors.required' });
      if (outcome === 'discoveryFailed')
        throw new DomainError(422, 'agency.sso.discoveryFailed', { issuer: 'agency.sso.discoveryFailed' });
      if (outcome === 'domainTaken')
        throw new DomainError(409, 'agency.sso.domainTaken', { emailDomain: 'agency.sso.domainTaken' });
      return answer(actor.agencyId, ctx);
    },

    async deleteAgencySso(_input, ctx) {
      await deleteSsoSettings(sso.db, requireAdmin(ctx).agencyId);
      return { ok: true };
    },
  };
}
