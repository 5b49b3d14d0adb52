// One link component for every href in site.json: routes navigate client-side (and prefetch on
// hover or focus), web addresses open in a new tab, mailto: and tel: stay plain links.
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { prefetchPage } from './pageData.ts';
import { useSiteContent } from './siteContent.tsx';

export type SmartLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink({ href, ...rest }, ref) {
  const { pageLoaders } = useSiteContent();
  if (href.startsWith('/')) {
    const prefetch = () => prefetchPage(pageLoaders, href);
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
