// Public API of @skybook/auth: the session and the sign-in/out mutations, for both apps.
export { SESSION_QUERY_KEY, sessionQuery } from './session-query.ts';
export { useSession, type SessionState } from './use-session.ts';
export {
  useChangePassword,
  useLogin,
  useLogout,
  type ChangePasswordInput,
  type LoginInput,
} from './use-auth-mutations.ts';
export { loginErrorKey } from './login-error.ts';
