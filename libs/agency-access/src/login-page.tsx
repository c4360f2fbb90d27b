import { Trans } from '@lingui/react/macro';
import { LoginForm } from './login-form.tsx';
import { CompanySignIn } from './company-sign-in.tsx';
import styles from './login-form.module.css';
import { useSession } from '@skybook/auth';

/** Signed out: spec §2 agency login page (username, password, access, sign-up link), and the company account (issue 18). */
export function LoginPage({ signupUrl }: { signupUrl: string }) {
  const { user } = useSession();
  return (
    <section aria-labelledby="page-title" data-route="ta-login">
      <h1 id="page-title">
        <Trans>Agency portal</Trans>
      </h1>
      <div className={styles.ways}>
        <LoginForm signupUrl={signupUrl} uid={user?.uid} />
        <CompanySignIn />
      </div>
    </section>
  );
}
