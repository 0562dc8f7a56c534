import { Fragment, type ReactNode } from 'react';

/**
 * Where the shell renders a remote's page in its tree: React's `useId` derives
 * ids from the path of sibling lists between the root and the component
 * (`[index, count]` for each list on the way). The shell's router holds two
 * children (the router bridge, then the routes) and its layout five (scroll
 * reset, header, main, footer, sign-in dialog), so a page sits at child 1 of 2,
 * then child 2 of 5.
 *
 * A page prerendered on its own must be rendered at the same place for its
 * ids to be those the app computes when it hydrates the HTML; the shell's
 * build checks that it still is (the page's id is written next to the HTML,
 * and the server composes only HTML whose id matches the shell's).
 */
export const PAGE_TREE_FORKS: readonly (readonly [index: number, count: number])[] = [
  [1, 2],
  [2, 5],
];

/** Renders `children` at the place of a page in the shell's tree; adds no DOM. */
export function AtPagePosition({ children }: { children: ReactNode }) {
  return PAGE_TREE_FORKS.reduceRight<ReactNode>(
    (inner, [index, count]) =>
      Array.from({ length: count }, (_, at) =>
        at === index ? <Fragment key="page">{inner}</Fragment> : null,
      ),
    children,
  );
}
