import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { preloadRoute } from './preload-route';

function target(to: LinkProps['to']): string {
  return typeof to === 'string' ? to : (to.pathname ?? '/');
}

/** A router link that preloads its page's remote when hovered or focused. */
export function PrefetchLink({ to, onMouseEnter, onFocus, ...rest }: LinkProps) {
  return (
    <Link
      to={to}
      onMouseEnter={(event) => {
        preloadRoute(target(to));
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        preloadRoute(target(to));
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}

/** The NavLink flavour, for menus that highlight the current page. */
export function PrefetchNavLink({ to, onMouseEnter, onFocus, ...rest }: NavLinkProps) {
  return (
    <NavLink
      to={to}
      onMouseEnter={(event) => {
        preloadRoute(target(to));
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        preloadRoute(target(to));
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}
