import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SsoFailure } from '@skybook/api-contract';

/** Issue 18: each reason a company sign-in ends without a session, in words an agent can act on. */
const FAILURES: Record<SsoFailure, MessageDescriptor> = {
  notConfigured: msg`No agency signs in with a company account for this email or agency code. Check it, or sign in with your username and password.`,
  denied: msg`The sign-in was cancelled at your company's identity provider.`,
  expired: msg`This sign-in took too long or was already used. Please start again.`,
  invalidToken: msg`Your company's identity provider sent an answer we cannot trust. Please try again or tell your agency's administrator.`,
  wrongDomain: msg`This company account is not of your agency's email domain.`,
  unknownUser: msg`This company account has no access to the agency portal. Ask your agency's administrator to add you.`,
  disabled: msg`Your access to the agency portal is disabled. Ask your agency's administrator.`,
  providerError: msg`We could not reach your company's identity provider. Please try again in a moment.`,
};

export const ssoFailureMessage = (i18n: I18n, reason: SsoFailure): string => i18n._(FAILURES[reason]);
