// One link component for every href in site.json: routes navigate client-side (and prefetch on
// hover or focus) within the page's language, web addresses open in a new tab, mailto: and tel:
// stay plain links.
import { forwardRef, use, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PrefetchContext } from './linkPrefetch.ts';
import { isExternal, isPageLink, localizedPath } from './locale.ts';
import { useSiteContent } from './siteContent.tsx';

export type SmartLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };


export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink({ href: given, ...rest }, ref) {
  const { locale } = useSiteContent();
  const prefetchPage = use(PrefetchContext);
  // "/contact" written in code is the Arabic page's "/ar/contact" on Arabic pages (links from site.json already are).
  const href = isPageLink(given) ? localizedPath(given, locale) : given;
  if (href.startsWith('/')) {
    const prefetch = () => prefetchPage(href);
    return (
      <RouterLink
        ref={ref}
        to={href}
        onMouseEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        {...rest}
      />
    );
  }
  if (isExternal(href)) return <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" {...rest} />;
  return <a ref={ref} href={href} {...rest} />;
});
