import type { FocusEvent, MouseEvent } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { preloadRoute } from '@/lib/preload-route';

function target(to: LinkProps['to']): string {
  return typeof to === 'string' ? to : (to.pathname ?? '/');
}

/** Hover and focus handlers that start fetching the linked page, then call the link's own. */
function preloadHandlers(
  to: LinkProps['to'],
  onMouseEnter: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined,
  onFocus: ((event: FocusEvent<HTMLAnchorElement>) => void) | undefined,
) {
  return {
    onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => {
      preloadRoute(target(to));
      onMouseEnter?.(event);
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      preloadRoute(target(to));
      onFocus?.(event);
    },
  };
}

/** A router link that preloads its page's remote when hovered or focused. */
export function PrefetchLink({ to, onMouseEnter, onFocus, ...rest }: LinkProps) {
  return <Link to={to} {...preloadHandlers(to, onMouseEnter, onFocus)} {...rest} />;
}

/** The NavLink flavour, for menus that highlight the current page. */
export function PrefetchNavLink({ to, onMouseEnter, onFocus, ...rest }: NavLinkProps) {
  return <NavLink to={to} {...preloadHandlers(to, onMouseEnter, onFocus)} {...rest} />;
}
