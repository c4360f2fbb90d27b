import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { pageErrorEvent, pushEvent } from '@skybook/analytics';
import { ErrorPage, statusTitle } from '@skybook/ui';

/**
 * The 404/500 page. The server sets its `code - message` title in the head; after a failed
 * client-side navigation the router keeps the old head, so the title is set here too.
 */
export function ErrorView({ status }: { status: 404 | 500 }) {
  const { i18n } = useLingui();
  useEffect(() => {
    document.title = statusTitle(status, i18n);
  }, [status, i18n]);
  // Spec §3 error event, once per error page shown.
  useEffect(() => {
    pushEvent(
      pageErrorEvent({
        errorType: `http_${status}`,
        pageUrl: window.location.pathname,
        additionalInfo: document.referrer || undefined,
      }),
    );
  }, [status]);
  return <ErrorPage status={status} homeHref="/" />;
}
