import type { ReactNode } from 'react';
import type { MenuItem } from '@skybook/api-contract';
import { Dropdown } from '@skybook/ui';
import { MenuLink } from './menu-link.tsx';
import { groupByOrder, isReserveAction, limitDepth } from './menu-rules.ts';
import styles from './menu-tree.module.css';

export interface MenuTreeProps {
  items: readonly MenuItem[];
  pathname: string;
  /** What an `action…Reserve` item shows: the booking search form (reference + last name). */
  renderReserve: (item: MenuItem) => ReactNode;
}

/**
 * Spec §2 navbar menu: items with children open as dropdowns whose items are grouped by their
 * order value; a second-level item with children lists the third level beneath it.
 */
export function MenuTree({ items, pathname, renderReserve }: MenuTreeProps) {
  return (
    <ul className={styles.bar}>
      {limitDepth(items).map((item) => (
        <li key={item.id} className={styles.top}>
          {isReserveAction(item.link) ? (
            <Dropdown name={`menu-${item.id}`} label={item.title} panelLabel={item.title}>
              {renderReserve(item)}
            </Dropdown>
          ) : item.children.length > 0 ? (
            <Dropdown name={`menu-${item.id}`} label={item.title} panelLabel={item.title}>
              <div className={styles.groups}>
                {groupByOrder(item.children).map((group) => (
                  <ul key={group[0]!.order} className={styles.group} data-order={group[0]!.order}>
                    {group.map((child) => (
                      <li key={child.id}>
                        <MenuLink
                          item={child}
                          pathname={pathname}
                          className={child.children.length ? styles.heading : undefined}
                        />
                        {child.children.length > 0 ? (
                          <ul className={styles.third}>
                            {child.children.map((leaf) => (
                              <li key={leaf.id}>
                                <MenuLink item={leaf} pathname={pathname} />
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                ))}
              </div>
            </Dropdown>
          ) : (
            <MenuLink item={item} pathname={pathname} className={styles.link} />
          )}
        </li>
      ))}
    </ul>
  );
}
