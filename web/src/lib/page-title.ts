import { useEffect } from 'react';

export const PRODUCT_NAME = 'Facet';

/** Page titles take the form '{title} | {product name}'. */
export function pageTitle(title: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
