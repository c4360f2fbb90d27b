export { useSession } from './use-session.ts';
export { useChangePassword, useLogin, useLogout } from './use-auth-mutations.ts';
export { loginErrorKey } from './login-error.ts';
export { openCompanySignIn, signalCompanySignIn, useCompanySignInDone } from './company-sign-in.ts';
