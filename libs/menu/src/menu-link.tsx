import type { MenuItem } from '@skybook/api-contract';
import { Trans } from '@lingui/react/macro';
import { isActive, isExternal, menuHref } from './menu-rules.ts';

/** One menu link: external ones open in a new tab and say so; the current page is marked. */
export function MenuLink({
  item,
  pathname,
  className,
}: {
  item: MenuItem;
  pathname: string;
  className?: string;
}) {
  if (isExternal(item.link)) {
    return (
      <a className={className} href={item.link} target="_blank" rel="noopener noreferrer">
        {item.title}
        <span className="visually-hidden">
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    );
  }
  return (
    <a
      className={className}
      href={menuHref(item.link)}
      aria-current={isActive(item, pathname) ? 'page' : undefined}
    >
      {item.title}
    </a>
  );
}
