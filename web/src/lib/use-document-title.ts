import { useEffect } from 'react';

/** Sets the tab title ("Projects · Tenderbox"), so screen-reader users hear where a navigation landed. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Tenderbox` : 'Tenderbox';
  }, [title]);
}
