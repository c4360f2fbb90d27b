import { activateLocale } from '@skybook/i18n';
import type { AppRouterContext } from './router-context.ts';
import type { ShellData } from './shell-data.ts';

/**
 * Router `dehydrate`/`hydrate` options that carry the server's shell decisions to the
 * browser, and load the page's language before React hydrates (no flash of English).
 */
export function shellTransfer(context: AppRouterContext) {
  return {
    dehydrate: () => ({ shell: context.shell }),
    hydrate: async (data: { shell: ShellData }) => {
      context.shell = data.shell;
      await activateLocale(context.i18n, data.shell.locale, context.catalog);
    },
  };
}
