import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** The tab's title in the reader's language: "Policies - MDS Console", or the product alone. */
export function useDocumentTitle(title: string) {
  const translate = useTranslate();
  useEffect(() => {
    const product = translate('mds.product');
    document.title = title ? `${title} - ${product}` : product;
  }, [title, translate]);
}
