import { CLUB_NAME } from '@club/shared/contract/constants';
import { useEffect } from 'react';

/** Sets the page's title and meta description while the page is shown. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} | ${CLUB_NAME}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
